import type { WatchedEpisode } from '@pardeh/contract';
import { formatNumber } from '../../../lib/persian.ts';
import { historyMessages as text } from '../messages.ts';

/** «فصل ۱، قسمت ۲ · name» for an episode; empty for a film. */
export function episodeLabel(episode: WatchedEpisode | null): string {
  if (!episode) return '';
  const place = text.episode(formatNumber(episode.seasonNumber), formatNumber(episode.number));
  const name = episode.nameFa ?? episode.nameEn;
  return name ? `${place} · ${name}` : place;
}
