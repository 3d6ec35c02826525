import type { TitleFileSummary, WatchFile, WatchTitle } from '@pardeh/contract';
import { presentImage } from '../../images/present-image.ts';
import { mediaUrl } from '../../media/storage/media-storage.ts';
import type { FileRow } from '../titles/title-detail-db.ts';
import type { FileSubtitleRow, PlayableFileRow, WatchTitleRow } from '../watch/watch-db.ts';
import { titlePath } from './title-presenter.ts';

export const presentWatchTitle = (row: WatchTitleRow): WatchTitle => ({
  id: row.id,
  path: titlePath(row.id, row.slug),
  type: row.type,
  titleEn: row.title_en,
  titleFa: row.title_fa,
  year: row.year,
  imdbId: row.imdb_id,
  poster: presentImage('poster', row.poster_key),
  backdrop: presentImage('backdrop', row.backdrop_key),
});

const presentFileSummary = (row: FileRow): TitleFileSummary => ({
  id: row.id,
  episodeId: row.episode_id,
  quality: row.quality,
  sizeBytes: row.size_bytes,
  language: row.language,
  premiumOnly: row.premium_only,
});

const languageOrder = ['original', 'subtitled', 'dubbed'];
const qualityRank = (quality: string) => Number.parseInt(quality, 10) || 0;

/**
 * The file and its address, which only subscribers get for a premium-only file; its subtitle
 * tracks likewise (they are of no use without the video). The poster frame is for everyone: the
 * page shows it behind the premium offer.
 */
export function presentWatchFile(
  title: WatchTitleRow,
  file: PlayableFileRow,
  siblings: FileRow[],
  hasPremium: boolean,
  extras: { subtitles: FileSubtitleRow[]; posterKey: string | null },
): WatchFile {
  const granted = !file.premium_only || hasPremium;
  return {
    title: presentWatchTitle(title),
    file: presentFileSummary(file),
    access: granted ? 'granted' : 'premium-required',
    url: granted ? file.url : null,
    subtitles: granted
      ? extras.subtitles.map((row) => ({
          id: row.id,
          language: row.language,
          label: row.label,
          url: mediaUrl(row.storage_key),
        }))
      : [],
    poster: extras.posterKey ? mediaUrl(extras.posterKey) : null,
    files: [...siblings]
      .sort(
        (a, b) =>
          languageOrder.indexOf(a.language) - languageOrder.indexOf(b.language) ||
          qualityRank(b.quality) - qualityRank(a.quality) ||
          a.id - b.id,
      )
      .map(presentFileSummary),
  };
}
