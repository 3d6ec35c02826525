import type { DatabaseHandle } from '../../db/client.ts';
import { storedImageKey, titleBackdropKey } from '../../images/stored-image-sql.ts';
import { suitsViewerSql } from '../maturity/maturity-sql.ts';
import type { SlideshowRow } from '../presenters/title-presenter.ts';
import { TITLE_CARD_COLUMNS, type TitleCardRow } from './title-card-sql.ts';

/**
 * Lists around one title and the home page's fixed rows, each one query (raw SQL: hot catalogue
 * reads with the title cards' JSON genres). `maturityAge` is a kids' profile's limit (null: none):
 * a title above it is as absent.
 */

const RELATED_LIMIT = 12;
const SLIDESHOW_LIMIT = 10;
// "Featured" means well rated by many people; the thresholds suit IMDb's scale.
const FEATURED_MIN_RATING = 7;
const FEATURED_MIN_VOTES = 10_000;

export async function titleExists(
  database: DatabaseHandle,
  id: number,
  maturityAge: number | null,
): Promise<boolean> {
  const rows = await database.sql.query(
    `SELECT 1 FROM titles t WHERE t.id = $1 AND ${suitsViewerSql('t', '$2')}`,
    [id, maturityAge],
  );
  return rows.length > 0;
}

/** The ids of the `limit` most-voted titles, most voted first (the title pages warmed after a start). */
export async function findMostVotedTitleIds(database: DatabaseHandle, limit: number): Promise<number[]> {
  const rows = await database.sql.query<{ id: number }>(
    `SELECT id FROM titles ORDER BY imdb_votes DESC NULLS LAST, id LIMIT ${Math.trunc(limit)}`,
  );
  return rows.map((row) => row.id);
}

/** Titles sharing the most genres with this one, then the most voted. */
export function findSimilarTitles(
  database: DatabaseHandle,
  id: number,
  maturityAge: number | null,
): Promise<TitleCardRow[]> {
  return database.sql.query<TitleCardRow>(
    `WITH shared AS (
       SELECT other.title_id, count(*) AS shared_genres
       FROM title_genres own JOIN title_genres other
         ON other.genre_id = own.genre_id AND other.title_id <> own.title_id
       WHERE own.title_id = $1
       GROUP BY other.title_id
     )
     SELECT ${TITLE_CARD_COLUMNS} FROM shared s JOIN titles t ON t.id = s.title_id
     WHERE ${suitsViewerSql('t', '$2')}
     ORDER BY s.shared_genres DESC, t.imdb_votes DESC NULLS LAST, t.id
     LIMIT ${RELATED_LIMIT}`,
    [id, maturityAge],
  );
}

/** Other titles by this title's directors, most voted first. */
export function findDirectorTitles(
  database: DatabaseHandle,
  id: number,
  maturityAge: number | null,
): Promise<TitleCardRow[]> {
  return database.sql.query<TitleCardRow>(
    `SELECT ${TITLE_CARD_COLUMNS} FROM titles t
     WHERE t.id <> $1 AND ${suitsViewerSql('t', '$2')} AND t.id IN (
       SELECT theirs.title_id FROM credits own JOIN credits theirs
         ON theirs.person_id = own.person_id AND theirs.role = 'director'
       WHERE own.title_id = $1 AND own.role = 'director'
     )
     ORDER BY t.imdb_votes DESC NULLS LAST, t.id
     LIMIT ${RELATED_LIMIT}`,
    [id, maturityAge],
  );
}

/**
 * Featured titles for the home page's slideshow, Iranian and foreign in turn, an Iranian one first:
 * Iranian titles with a Persian name (most voted, then most noted, newest), and released foreign
 * titles well rated by many, those with a Persian name first. Within each, a backdrop (then a
 * poster) comes first, since the slide shows a large picture. When fewer than ten qualify, titles
 * nobody has rated yet fill the rest, most popular and newest first; a poorly rated title never does.
 */
export async function findSlideshowTitles(
  database: DatabaseHandle,
  type: 'all' | 'movie' | 'series',
  maturityAge: number | null,
): Promise<SlideshowRow[]> {
  const backdropKey = storedImageKey('t.backdrop_image_id');
  const columns = `${TITLE_CARD_COLUMNS}, ${titleBackdropKey('t')} AS backdrop_key, t.plot_fa, t.plot_en`;
  const pictureFirst = `(${backdropKey} IS NOT NULL) DESC, (${storedImageKey('t.poster_image_id')} IS NOT NULL) DESC`;
  const half = SLIDESHOW_LIMIT / 2;
  const [iranian, foreign] = await Promise.all([
    database.sql.query<SlideshowRow>(
      `SELECT ${columns} FROM titles t
       WHERE NOT t.coming_soon AND t.countries @> '{IR}' AND t.title_fa IS NOT NULL
         AND ($1 = 'all' OR t.type = $1) AND (t.imdb_rating IS NULL OR t.imdb_rating >= $2)
         AND ${suitsViewerSql('t', '$3')}
       ORDER BY ${pictureFirst}, t.imdb_votes DESC NULLS LAST, t.popularity DESC, t.year DESC NULLS LAST, t.id
       LIMIT ${half}`,
      [type, FEATURED_MIN_RATING, maturityAge],
    ),
    database.sql.query<SlideshowRow>(
      `SELECT ${columns} FROM titles t
       WHERE NOT t.coming_soon AND NOT t.countries @> '{IR}' AND t.imdb_rating >= $1 AND t.imdb_votes >= $2
         AND ($3 = 'all' OR t.type = $3) AND ${suitsViewerSql('t', '$4')}
       ORDER BY ${pictureFirst}, (t.title_fa IS NOT NULL) DESC, t.imdb_votes DESC, t.id
       LIMIT ${SLIDESHOW_LIMIT}`,
      [FEATURED_MIN_RATING, FEATURED_MIN_VOTES, type, maturityAge],
    ),
  ]);
  const featured = interleave(iranian, foreign).slice(0, SLIDESHOW_LIMIT);
  if (featured.length >= SLIDESHOW_LIMIT) return featured;
  const unrated = await database.sql.query<SlideshowRow>(
    `SELECT ${columns} FROM titles t
     WHERE NOT t.coming_soon AND t.imdb_rating IS NULL AND ($1 = 'all' OR t.type = $1) AND NOT t.id = ANY($3::int[])
       AND ${suitsViewerSql('t', '$4')}
     ORDER BY ${pictureFirst}, t.popularity DESC, t.year DESC NULLS LAST, t.id
     LIMIT $2`,
    [type, SLIDESHOW_LIMIT - featured.length, featured.map((row) => row.id), maturityAge],
  );
  return [...featured, ...unrated];
}

/** a1, b1, a2, b2, …, then what is left of the longer list. */
function interleave<T>(first: T[], second: T[]): T[] {
  const merged: T[] = [];
  for (let index = 0; index < Math.max(first.length, second.length); index += 1) {
    if (index < first.length) merged.push(first[index] as T);
    if (index < second.length) merged.push(second[index] as T);
  }
  return merged;
}

export type ComingSoonRow = TitleCardRow & { expected_release_date: string | null };

// A title whose expected date has passed is released, even before anyone clears its flag.
const STILL_COMING =
  't.coming_soon AND (t.expected_release_date IS NULL OR t.expected_release_date > current_date)';

/** Titles still coming, soonest expected first (unknown dates last). */
export async function findComingSoon(
  database: DatabaseHandle,
  page: number,
  perPage: number,
  maturityAge: number | null,
): Promise<{ rows: ComingSoonRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    database.sql.query<ComingSoonRow>(
      `SELECT ${TITLE_CARD_COLUMNS}, to_char(t.expected_release_date, 'YYYY-MM-DD') AS expected_release_date
       FROM titles t WHERE ${STILL_COMING} AND ${suitsViewerSql('t', '$3')}
       ORDER BY t.expected_release_date NULLS LAST, t.id
       LIMIT $1 OFFSET $2`,
      [perPage, (page - 1) * perPage, maturityAge],
    ),
    database.sql.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM titles t WHERE ${STILL_COMING} AND ${suitsViewerSql('t', '$1')}`,
      [maturityAge],
    ),
  ]);
  return { rows, total: count?.total ?? 0 };
}
