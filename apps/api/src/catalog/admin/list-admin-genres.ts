import type { AdminGenre } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { listAllGenres } from './admin-titles-db.ts';

/** Every genre, those without titles too (the public list leaves them out), for the genre picker. */
export async function listAdminGenres(db: Database): Promise<AdminGenre[]> {
  return listAllGenres(db);
}
