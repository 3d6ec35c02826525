import type { AdminMediaAsset } from '@pardeh/contract';
import { formatNumber } from '../../../lib/persian.ts';
import { adminMediaMessages } from '../messages.ts';

const text = adminMediaMessages;

/** How far along, in whole Persian percent: ۴۲٪ (the sign is added by the message). */
export const formatPercent = (done: number, total: number): string =>
  formatNumber(total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 0);

/** Where an asset came from, in a few words: «بارگذاری: clip.mp4». */
export const assetSource = (asset: Pick<AdminMediaAsset, 'sourceKind' | 'sourceName'>): string =>
  text.assets.source(text.sources[asset.sourceKind], asset.sourceName);

/** A subtitle file the console accepts, judged by its name. */
export const isSubtitleFileName = (name: string): boolean => /\.(srt|vtt)$/i.test(name);
