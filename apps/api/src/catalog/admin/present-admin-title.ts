import {
  type AdminEpisode,
  type AdminSeason,
  type AdminTitleDetail,
  type AdminTitleRow,
  episodeEditableFields,
  seasonEditableFields,
  titleLockableFields,
} from '@pardeh/contract';
import { presentImage } from '../../images/present-image.ts';
import { titlePath } from '../presenters/title-presenter.ts';
import type { EpisodeRecord, SeasonRecord } from './admin-seasons-db.ts';
import type { AdminTitleListRow, TitleRecord } from './admin-titles-db.ts';

/** The stored lock names the contract knows, in its order. */
const knownLocks = <Field extends string>(known: readonly Field[], stored: readonly string[]): Field[] =>
  known.filter((field) => stored.includes(field));

export function presentAdminTitleRow(row: AdminTitleListRow): AdminTitleRow {
  return {
    id: row.id,
    type: row.type,
    titleEn: row.title_en,
    titleFa: row.title_fa,
    originalTitle: row.original_title,
    year: row.year,
    imdbId: row.imdb_id,
    poster: presentImage('poster', row.poster_key),
    path: titlePath(row.id, row.slug),
    updatedAt: row.version,
  };
}

export function presentAdminEpisode(episode: EpisodeRecord): AdminEpisode {
  return { ...episode, lockedFields: knownLocks(episodeEditableFields, episode.lockedFields) };
}

export function presentAdminSeason(season: SeasonRecord): AdminSeason {
  return {
    id: season.id,
    titleId: season.titleId,
    number: season.number,
    name: season.name,
    airDate: season.airDate,
    lockedFields: knownLocks(seasonEditableFields, season.lockedFields),
    episodes: season.episodes.map(presentAdminEpisode),
  };
}

export function presentAdminTitle(record: TitleRecord): AdminTitleDetail {
  const { posterKey, backdropKey, lockedFields, seasons, ...fields } = record;
  return {
    ...fields,
    path: titlePath(record.id, record.slug),
    poster: presentImage('poster', posterKey),
    backdrop: presentImage('backdrop', backdropKey),
    lockedFields: knownLocks(titleLockableFields, lockedFields),
    seasons: seasons.map(presentAdminSeason),
  };
}
