import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, SqlRunner } from '../../db/client.ts';
import {
  collections,
  collectionTitles,
  genres,
  type HomeRowRecord,
  homeRows,
} from '../../db/schema/index.ts';

/**
 * Every query of the home page's rows (migration 0017): the one writer of `home_rows`. The public
 * rows (list-home-rows.ts), the operator's editor (./admin/), a collection's deletion and the
 * seed call these.
 */

/**
 * Serialises writers of the home rows (the editor's whole-list replace, a collection's deletion):
 * readers go on; a second writer waits for the first to commit and then sees its rows.
 */
export async function lockHomeRows(tx: Database): Promise<void> {
  await tx.execute(sql`LOCK TABLE ${homeRows} IN EXCLUSIVE MODE`);
}

export const listHomeRowRecords = (db: Database): Promise<HomeRowRecord[]> =>
  db.select().from(homeRows).orderBy(asc(homeRows.position));

const titlesCount =
  sql<number>`(SELECT count(*)::int FROM ${collectionTitles} WHERE ${collectionTitles.collectionId} = ${collections.id})`.mapWith(
    Number,
  );

/** The rows in order, each collection row with its collection's name, slug and size. */
export const listHomeRowsWithCollections = (db: Database) =>
  db
    .select({
      row: homeRows,
      collection: { id: collections.id, nameFa: collections.nameFa, slug: collections.slug, titlesCount },
    })
    .from(homeRows)
    .leftJoin(collections, eq(collections.id, homeRows.collectionId))
    .orderBy(asc(homeRows.position));

export type HomeRowWithCollection = Awaited<ReturnType<typeof listHomeRowsWithCollections>>[number];

export type NewHomeRow = Omit<typeof homeRows.$inferInsert, 'id' | 'position'>;

/** The home page's rows become exactly these, in this order. */
export async function replaceHomeRows(tx: Database, rows: NewHomeRow[]): Promise<void> {
  await tx.delete(homeRows);
  if (rows.length > 0) await tx.insert(homeRows).values(rows.map((row, position) => ({ ...row, position })));
}

export async function existingCollectionIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: collections.id }).from(collections).where(inArray(collections.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function existingGenreSlugs(db: Database, slugs: string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await db.select({ slug: genres.slug }).from(genres).where(inArray(genres.slug, slugs));
  return new Set(rows.map((row) => row.slug));
}

/** How many collections the home page showed before its rows were the operator's to arrange. */
const FIRST_COLLECTIONS = 2;

/**
 * Gives the first collections a row at the end of the home page, unless it has a collection row
 * already. The demo catalogue's seed calls it once it has written its collections: migration 0017
 * laid out the rows before a new database had any collections to place.
 */
export async function showFirstCollectionsOnHome(tx: Pick<SqlRunner, 'query'>): Promise<void> {
  await tx.query(
    `INSERT INTO home_rows (position, kind, collection_id)
     SELECT (SELECT coalesce(max(position), -1) FROM home_rows) + row_number() OVER (ORDER BY c.id), 'collection', c.id
     FROM collections c
     WHERE NOT EXISTS (SELECT 1 FROM home_rows WHERE kind = 'collection')
     ORDER BY c.id LIMIT $1`,
    [FIRST_COLLECTIONS],
  );
}
