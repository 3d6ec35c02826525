import type { DatabaseHandle } from '../../db/client.ts';
import { storedImageKey } from '../../images/stored-image-sql.ts';
import { TITLE_CARD_COLUMNS, type TitleCardRow } from '../titles/title-card-sql.ts';

export interface CollectionRow {
  id: number;
  slug: string;
  name_fa: string;
  name_en: string | null;
  description: string | null;
  cover_key: string | null;
  titles_count: number;
}

const COLLECTION_COLUMNS = `c.id, c.slug, c.name_fa, c.name_en, c.description,
  ${storedImageKey('c.cover_image_id')} AS cover_key,
  (SELECT count(*)::int FROM collection_titles ct WHERE ct.collection_id = c.id) AS titles_count`;

/** One page of the collections, oldest first. */
export async function findCollectionPage(
  database: DatabaseHandle,
  page: number,
  perPage: number,
): Promise<{ rows: CollectionRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    database.sql.query<CollectionRow>(
      `SELECT ${COLLECTION_COLUMNS} FROM collections c ORDER BY c.id LIMIT $1 OFFSET $2`,
      [perPage, (page - 1) * perPage],
    ),
    database.sql.query<{ total: number }>('SELECT count(*)::int AS total FROM collections'),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** A collection by numeric id or by slug. */
export async function findCollection(
  database: DatabaseHandle,
  idOrSlug: string,
): Promise<CollectionRow | null> {
  const byId = /^\d+$/.test(idOrSlug);
  const [row] = await database.sql.query<CollectionRow>(
    `SELECT ${COLLECTION_COLUMNS} FROM collections c WHERE ${byId ? 'c.id = $1::int' : 'c.slug = $1'}`,
    [idOrSlug],
  );
  return row ?? null;
}

/** A page of a collection's titles, in the curator's order. */
export function findCollectionTitles(
  database: DatabaseHandle,
  collectionId: number,
  page: number,
  perPage: number,
): Promise<TitleCardRow[]> {
  return database.sql.query<TitleCardRow>(
    `SELECT ${TITLE_CARD_COLUMNS} FROM collection_titles ct JOIN titles t ON t.id = ct.title_id
     WHERE ct.collection_id = $1 ORDER BY ct.position, t.id LIMIT $2 OFFSET $3`,
    [collectionId, perPage, (page - 1) * perPage],
  );
}
