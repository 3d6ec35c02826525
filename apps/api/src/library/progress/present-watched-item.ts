import type { TitleResult, WatchedEpisode } from '@pardeh/contract';
import { presentTitleResult } from '../../catalog/presenters/title-presenter.ts';
import type { ItemRow } from './progress-db.ts';

/** The web app's watch page of a file: `/watch/{IMDb id, or Pardeh id without one}/{fileId}`. */
export const watchPathOf = (row: Pick<ItemRow, 'id' | 'imdb_id'>, fileId: number) =>
  `/watch/${row.imdb_id ?? row.id}/${fileId}`;

/** The title and (for a series) the episode a progress or history row is about. */
export function presentWatchedItem(row: ItemRow): { title: TitleResult; episode: WatchedEpisode | null } {
  return {
    title: presentTitleResult(row),
    episode:
      row.episode_id === null
        ? null
        : {
            id: row.episode_id,
            seasonNumber: row.season_number ?? 0,
            number: row.episode_number ?? 0,
            nameEn: row.episode_name_en,
            nameFa: row.episode_name_fa,
          },
  };
}

export const isoOf = (value: Date | string) => new Date(value).toISOString();
