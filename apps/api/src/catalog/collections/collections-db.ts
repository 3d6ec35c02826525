import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { collections, collectionTitles, images, titles } from '../../db/schema/index.ts';
import { storedImageKey } from '../../images/stored-image-sql.ts';
import { suitsViewerSql } from '../maturity/maturity-sql.ts';
import { TITLE_CARD_COLUMNS, type TitleCardRow } from '../titles/title-card-sql.ts';

/**
 * Every query of collections and their titles: the public pages' reads (raw SQL, hot paths) and the
 * operator's reads and writes (./admin/). The import writer (catalog/import/) also writes
 * collections an import brings.
 */

export interface CollectionRow {
  id: number;
  slug: string;
  name_fa: string;
  name_en: string | null;
  description: string | null;
  cover_key: string | null;
  titles_count: number;
}

/*
 * The public reads take a kids' profile's limit, `maturityAge` (null: none), through the
 * placeholder `limit`: a collection counts and lists only titles for that age, and one left with
 * none is, for that viewer, absent.
 */
const collectionTitlesCount = (limit: string) => `(SELECT count(*)::int
  FROM collection_titles ct JOIN titles t ON t.id = ct.title_id
  WHERE ct.collection_id = c.id AND ${suitsViewerSql('t', limit)})`;

const collectionColumns = (limit: string) => `c.id, c.slug, c.name_fa, c.name_en, c.description,
  ${storedImageKey('c.cover_image_id')} AS cover_key, ${collectionTitlesCount(limit)} AS titles_count`;

const shownToViewer = (limit: string) => `(${limit}::int IS NULL OR ${collectionTitlesCount(limit)} > 0)`;

/** One page of the collections, oldest first. */
export async function findCollectionPage(
  database: DatabaseHandle,
  page: number,
  perPage: number,
  maturityAge: number | null,
): Promise<{ rows: CollectionRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    database.sql.query<CollectionRow>(
      `SELECT ${collectionColumns('$3')} FROM collections c WHERE ${shownToViewer('$3')}
       ORDER BY c.id LIMIT $1 OFFSET $2`,
      [perPage, (page - 1) * perPage, maturityAge],
    ),
    database.sql.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM collections c WHERE ${shownToViewer('$1')}`,
      [maturityAge],
    ),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** A collection by numeric id or by slug. */
export async function findCollection(
  database: DatabaseHandle,
  idOrSlug: string,
  maturityAge: number | null,
): Promise<CollectionRow | null> {
  const byId = /^\d+$/.test(idOrSlug);
  const [row] = await database.sql.query<CollectionRow>(
    `SELECT ${collectionColumns('$2')} FROM collections c
     WHERE ${byId ? 'c.id = $1::int' : 'c.slug = $1'} AND ${shownToViewer('$2')}`,
    [idOrSlug, maturityAge],
  );
  return row ?? null;
}

/** A page of a collection's titles, in the curator's order. */
export function findCollectionTitles(
  database: DatabaseHandle,
  collectionId: number,
  page: number,
  perPage: number,
  maturityAge: number | null,
): Promise<TitleCardRow[]> {
  return database.sql.query<TitleCardRow>(
    `SELECT ${TITLE_CARD_COLUMNS} FROM collection_titles ct JOIN titles t ON t.id = ct.title_id
     WHERE ct.collection_id = $1 AND ${suitsViewerSql('t', '$4')}
     ORDER BY ct.position, t.id LIMIT $2 OFFSET $3`,
    [collectionId, perPage, (page - 1) * perPage, maturityAge],
  );
}

// The operator's reads and writes of collections and their titles.

export interface CollectionFields {
  slug: string;
  nameFa: string;
  nameEn: string | null;
  description: string | null;
  coverUrl: string | null;
}

const titlesCount =
  sql<number>`(SELECT count(*)::int FROM ${collectionTitles} WHERE ${collectionTitles.collectionId} = ${collections.id})`.mapWith(
    Number,
  );

const selectRows = (db: Database) =>
  db
    .select({
      id: collections.id,
      slug: collections.slug,
      nameFa: collections.nameFa,
      nameEn: collections.nameEn,
      description: collections.description,
      coverUrl: collections.coverUrl,
      coverKey: images.contentKey,
      titlesCount,
      createdAt: collections.createdAt,
      updatedAt: collections.updatedAt,
    })
    .from(collections)
    .leftJoin(images, eq(images.id, collections.coverImageId));

export type AdminCollectionRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

export const listAdminCollectionRows = (db: Database) => selectRows(db).orderBy(asc(collections.id));

export async function findAdminCollectionRow(
  db: Database,
  id: number,
): Promise<AdminCollectionRow | undefined> {
  const [row] = await selectRows(db).where(eq(collections.id, id)).limit(1);
  return row;
}

/** The collection's editable fields, its row locked until the transaction ends; undefined if gone. */
export async function lockCollection(tx: Database, id: number): Promise<CollectionFields | undefined> {
  const [row] = await tx
    .select({
      slug: collections.slug,
      nameFa: collections.nameFa,
      nameEn: collections.nameEn,
      description: collections.description,
      coverUrl: collections.coverUrl,
    })
    .from(collections)
    .where(eq(collections.id, id))
    .for('update');
  return row;
}

/** The next collection id, so a collection without an English name can be slugged by it. */
export async function nextCollectionId(tx: Database): Promise<number> {
  // Both drivers answer `execute` with `{ rows }`.
  const result = (await tx.execute(
    sql`SELECT nextval(pg_get_serial_sequence('collections', 'id'))::int AS id`,
  )) as unknown as { rows: Array<{ id: number }> };
  const [row] = result.rows;
  if (!row) throw new Error('no id from the collections sequence');
  return row.id;
}

export async function insertCollection(tx: Database, id: number, fields: CollectionFields): Promise<void> {
  await tx.insert(collections).values({ id, ...fields, operatorCurated: true });
}

export async function updateCollectionRow(
  tx: Database,
  id: number,
  fields: Partial<CollectionFields>,
): Promise<void> {
  await tx
    .update(collections)
    .set({ ...fields, operatorCurated: true, updatedAt: sql`now()` })
    .where(eq(collections.id, id));
}

export async function deleteCollectionRow(tx: Database, id: number): Promise<void> {
  await tx.delete(collections).where(eq(collections.id, id));
}

export async function collectionTitleIds(db: Database, id: number): Promise<number[]> {
  const rows = await db
    .select({ titleId: collectionTitles.titleId })
    .from(collectionTitles)
    .where(eq(collectionTitles.collectionId, id))
    .orderBy(asc(collectionTitles.position), asc(collectionTitles.titleId));
  return rows.map((row) => row.titleId);
}

/** Which of these title ids exist. */
export async function existingTitleIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: titles.id }).from(titles).where(inArray(titles.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** The collection's titles become exactly these, in this order. */
export async function replaceCollectionTitles(tx: Database, id: number, titleIds: number[]): Promise<void> {
  await tx.delete(collectionTitles).where(eq(collectionTitles.collectionId, id));
  if (titleIds.length > 0) {
    await tx
      .insert(collectionTitles)
      .values(titleIds.map((titleId, position) => ({ collectionId: id, titleId, position })));
  }
  await tx
    .update(collections)
    .set({ operatorCurated: true, updatedAt: sql`now()` })
    .where(eq(collections.id, id));
}
