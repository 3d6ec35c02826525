import type { TitleFileSummary, WatchEpisode, WatchFile, WatchRendition, WatchTitle } from '@pardeh/contract';
import { presentImage } from '../../images/present-image.ts';
import { mediaUrl } from '../../media/storage/media-storage.ts';
import type { FileRow } from '../titles/title-detail-db.ts';
import type {
  FileSubtitleRow,
  PlayableFileRow,
  WatchEpisodeRow,
  WatchedFileRow,
  WatchTitleRow,
} from '../watch/watch-db.ts';
import { qualityHeight } from './quality-height.ts';
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

/** The web app's watch page of a file: `/watch/{IMDb id, or Pardeh id without one}/{fileId}`. */
const watchPath = (title: Pick<WatchTitleRow, 'id' | 'imdb_id'>, fileId: number) =>
  `/watch/${title.imdb_id ?? title.id}/${fileId}`;

const presentFileSummary = (row: FileRow): TitleFileSummary => ({
  id: row.id,
  episodeId: row.episode_id,
  quality: row.quality,
  sizeBytes: row.size_bytes,
  language: row.language,
  premiumOnly: row.premium_only,
});

const languageOrder = ['original', 'subtitled', 'dubbed'];
const heightRank = (row: FileRow) => qualityHeight(row.quality) ?? 0;

/** Original first, then best quality first: the files page's order. */
const byLanguageThenQuality = (a: FileRow, b: FileRow) =>
  languageOrder.indexOf(a.language) - languageOrder.indexOf(b.language) ||
  heightRank(b) - heightRank(a) ||
  a.id - b.id;

/**
 * The version's files (same episode and language as the one asked for) as one stream's qualities,
 * lowest first; each address only where this viewer may play that file.
 */
function presentRenditions(
  file: FileRow,
  siblings: PlayableFileRow[],
  hasPremium: boolean,
): WatchRendition[] {
  return siblings
    .filter((row) => row.language === file.language)
    .sort((a, b) => heightRank(a) - heightRank(b) || a.id - b.id)
    .map((row) => ({
      fileId: row.id,
      quality: row.quality,
      height: qualityHeight(row.quality),
      premiumOnly: row.premium_only,
      url: !row.premium_only || hasPremium ? row.url : null,
    }));
}

/** An episode with the file to play; the episode being watched keeps the file asked for. */
function presentEpisode(title: WatchTitleRow, file: FileRow, row: WatchEpisodeRow): WatchEpisode {
  const fileId = row.id === file.episode_id ? file.id : row.file_id;
  return {
    id: row.id,
    seasonNumber: row.season_number,
    number: row.number,
    nameEn: row.name_en,
    nameFa: row.name_fa,
    runtime: row.runtime,
    fileId,
    path: fileId === null ? null : watchPath(title, fileId),
  };
}

/**
 * The file and its address, which only subscribers get for a premium-only file; its subtitle
 * tracks, thumbnails and skip markers likewise (they are of no use without the video). The poster
 * frame, the other files and the episodes are for everyone: the page shows them beside the
 * premium offer.
 */
export function presentWatchFile(
  title: WatchTitleRow,
  file: WatchedFileRow,
  siblings: PlayableFileRow[],
  hasPremium: boolean,
  extras: { subtitles: FileSubtitleRow[]; posterKey: string | null; episodes: WatchEpisodeRow[] },
): WatchFile {
  const granted = !file.premium_only || hasPremium;
  const { episodes } = extras;
  const current = episodes.find((row) => row.id === file.episode_id);
  const next = episodes.find((row) => row.is_next);
  const episodeOf = (row: WatchEpisodeRow) => presentEpisode(title, file, row);
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
    files: [...siblings].sort(byLanguageThenQuality).map(presentFileSummary),
    renditions: presentRenditions(file, siblings, hasPremium),
    thumbnails: granted && file.thumbnails_key ? mediaUrl(file.thumbnails_key) : null,
    markers: granted ? file.markers : [],
    episode: current ? episodeOf(current) : null,
    seasonEpisodes: episodes.filter((row) => row.in_season).map(episodeOf),
    nextEpisode: next ? episodeOf(next) : null,
  };
}
