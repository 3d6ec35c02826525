import type { PlaybackQuality } from '@pardeh/contract';
import type { Database } from '../db/client.ts';
import { dailyPlaySums, findReportedTitle, topTitlePlaySums, totalPlaySums } from './playback-db.ts';
import { presentPlaybackFigures } from './present-playback-quality.ts';

const TOP_TITLES = 10;

/**
 * The console's playback quality for the last `days` Tehran days, site-wide or for one title;
 * null for a title that does not exist. The top titles are always the site's.
 */
export async function showPlaybackQuality(
  db: Database,
  { days, titleId }: { days: 7 | 30; titleId: number | null },
): Promise<PlaybackQuality | null> {
  const title = titleId === null ? null : await findReportedTitle(db, titleId);
  if (title === undefined) return null;
  const [daily, totals, top] = await Promise.all([
    dailyPlaySums(db, days, titleId),
    totalPlaySums(db, days, titleId),
    topTitlePlaySums(db, days, TOP_TITLES),
  ]);
  return {
    days,
    title,
    daily: daily.map(({ day, ...sums }) => ({ day, ...presentPlaybackFigures(sums) })),
    totals: presentPlaybackFigures(totals),
    topTitles: top.map(({ titleId: id, titleEn, titleFa, ...sums }) => ({
      title: { id, titleEn, titleFa },
      ...presentPlaybackFigures(sums),
    })),
  };
}
