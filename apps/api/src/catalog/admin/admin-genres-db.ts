import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { genres, titleGenres } from '../../db/schema/index.ts';

/** The catalogue editor's queries of genres and a title's genres. */

export function listAllGenres(db: Database) {
  return db
    .select({ id: genres.id, slug: genres.slug, nameFa: genres.nameFa, nameEn: genres.nameEn })
    .from(genres)
    .orderBy(asc(genres.nameFa), asc(genres.id));
}

export async function findGenreIds(tx: Database, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx.select({ id: genres.id }).from(genres).where(inArray(genres.id, ids));
  return rows.map((row) => row.id);
}

export function titleGenreRecords(db: Database, titleId: number) {
  return db
    .select({ id: genres.id, slug: genres.slug, nameFa: genres.nameFa, nameEn: genres.nameEn })
    .from(titleGenres)
    .innerJoin(genres, eq(genres.id, titleGenres.genreId))
    .where(eq(titleGenres.titleId, titleId))
    .orderBy(asc(genres.id));
}

export async function replaceTitleGenres(tx: Database, titleId: number, genreIds: number[]): Promise<void> {
  await tx.delete(titleGenres).where(eq(titleGenres.titleId, titleId));
  if (genreIds.length > 0)
    await tx.insert(titleGenres).values(genreIds.map((genreId) => ({ titleId, genreId })));
}
