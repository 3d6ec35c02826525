import type { Genre } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { presentGenre } from '../presenters/collection-presenter.ts';
import { listGenresWithCounts } from './genres-db.ts';

/** Every genre that has titles, with its names and how many titles it has, largest first. */
export async function listGenres(database: DatabaseHandle): Promise<Genre[]> {
  return (await listGenresWithCounts(database)).map(presentGenre);
}
