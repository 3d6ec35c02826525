import type { ImageKind } from '@pardeh/contract';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { storedImageKey } from '../images/stored-image-sql.ts';
import { personArtworkKeySql, type TitleArtworkKind, titleArtworkKeySql } from './artwork-key.ts';
import type { PersonArtworkSubject, TitleArtworkSubject } from './artwork-subjects.ts';

/** Every query of the artwork domain (table `rendered_artworks`, migration 0033). */

const TITLE_SUBJECT_COLUMNS = `t.id, t.type, t.title_fa AS "titleFa", t.title_en AS "titleEn", t.year,
  to_char(t.release_date, 'YYYY-MM-DD') AS "releaseDate", t.countries @> '{IR}' AS iranian,
  ARRAY(SELECT g.slug FROM title_genres tg JOIN genres g ON g.id = tg.genre_id WHERE tg.title_id = t.id ORDER BY g.id) AS genres`;
const PERSON_SUBJECT_COLUMNS = `p.id, p.fullname_fa AS "fullnameFa", p.fullname_en AS "fullnameEn"`;

export async function findTitleSubject(
  database: DatabaseHandle,
  id: number,
): Promise<TitleArtworkSubject | null> {
  const [row] = await database.sql.query<TitleArtworkSubject>(
    `SELECT ${TITLE_SUBJECT_COLUMNS} FROM titles t WHERE t.id = $1`,
    [id],
  );
  return row ?? null;
}

export async function findPersonSubject(
  database: DatabaseHandle,
  id: number,
): Promise<PersonArtworkSubject | null> {
  const [row] = await database.sql.query<PersonArtworkSubject>(
    `SELECT ${PERSON_SUBJECT_COLUMNS} FROM people p WHERE p.id = $1`,
    [id],
  );
  return row ?? null;
}

const notRendered = (kind: ImageKind, keySql: string) =>
  `NOT EXISTS (SELECT 1 FROM rendered_artworks a WHERE a.kind = '${kind}' AND a.content_key = ${keySql})`;

/** Titles that show a rendered `kind` not rendered yet, most popular first (they are seen first). */
export function listTitlesToRender(
  database: DatabaseHandle,
  kind: TitleArtworkKind,
  limit: number,
): Promise<TitleArtworkSubject[]> {
  const noRealPicture =
    kind === 'poster'
      ? `${storedImageKey('t.poster_image_id')} IS NULL`
      : `${storedImageKey('t.backdrop_image_id')} IS NULL AND ${storedImageKey('t.poster_image_id')} IS NULL`;
  return database.sql.query<TitleArtworkSubject>(
    `SELECT ${TITLE_SUBJECT_COLUMNS} FROM titles t
     WHERE ${noRealPicture} AND ${notRendered(kind, titleArtworkKeySql('t', kind))}
     ORDER BY t.popularity DESC, t.id LIMIT $1`,
    [limit],
  );
}

/** People without a real picture whose rendered one is not rendered yet. */
export function listPeopleToRender(database: DatabaseHandle, limit: number): Promise<PersonArtworkSubject[]> {
  return database.sql.query<PersonArtworkSubject>(
    `SELECT ${PERSON_SUBJECT_COLUMNS} FROM people p
     WHERE ${storedImageKey('p.image_id')} IS NULL AND ${notRendered('profile', personArtworkKeySql('p'))}
     ORDER BY p.id LIMIT $1`,
    [limit],
  );
}

export async function recordRenderedArtwork(
  database: DatabaseHandle,
  kind: ImageKind,
  key: string,
): Promise<void> {
  await database.sql.query(
    'INSERT INTO rendered_artworks (kind, content_key) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [kind, key],
  );
}

export async function isArtworkRendered(
  database: DatabaseHandle,
  kind: ImageKind,
  key: string,
): Promise<boolean> {
  const rows = await database.sql.query(
    'SELECT 1 FROM rendered_artworks WHERE kind = $1 AND content_key = $2',
    [kind, key],
  );
  return rows.length > 0;
}

export interface PictureShare {
  total: number;
  /** With a stored fetched (or operator-given) picture. */
  real: number;
  /** Without one, showing a rendered picture whose files are written. */
  rendered: number;
}

/** How many titles (posters) and people have a real picture, and how many a rendered one. */
export async function countPictures(db: Database): Promise<{ titles: PictureShare; people: PictureShare }> {
  const result = (await db.execute(
    sql.raw(
      `SELECT
       (SELECT count(*)::int FROM titles) AS titles_total,
       (SELECT count(*)::int FROM titles t WHERE ${storedImageKey('t.poster_image_id')} IS NOT NULL) AS titles_real,
       (SELECT count(*)::int FROM titles t WHERE ${storedImageKey('t.poster_image_id')} IS NULL
          AND NOT ${notRendered('poster', titleArtworkKeySql('t', 'poster'))}) AS titles_rendered,
       (SELECT count(*)::int FROM people) AS people_total,
       (SELECT count(*)::int FROM people p WHERE ${storedImageKey('p.image_id')} IS NOT NULL) AS people_real,
       (SELECT count(*)::int FROM people p WHERE ${storedImageKey('p.image_id')} IS NULL
          AND NOT ${notRendered('profile', personArtworkKeySql('p'))}) AS people_rendered`,
    ),
  )) as unknown as { rows: Array<Record<string, number>> };
  const value = (name: string) => result.rows[0]?.[name] ?? 0;
  return {
    titles: { total: value('titles_total'), real: value('titles_real'), rendered: value('titles_rendered') },
    people: { total: value('people_total'), real: value('people_real'), rendered: value('people_rendered') },
  };
}
