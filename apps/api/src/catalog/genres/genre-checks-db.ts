import type { SqlTransaction } from '../../db/client.ts';

/** The reads of the catalogue's genre and type checks (find-impossible-combinations.ts). */

type Runner = Pick<SqlTransaction, 'query'>;

export interface CheckedTitle {
  id: number;
  titleEn: string;
  type: 'movie' | 'series';
  sourceId: string;
  genres: string[];
}

/** Films that have seasons: a series labelled a film. */
export function findFilmsWithSeasons(runner: Runner) {
  return runner.query<{ id: number; titleEn: string }>(
    `SELECT t.id, t.title_en AS "titleEn" FROM titles t
     WHERE t.type = 'movie' AND EXISTS (SELECT 1 FROM seasons s WHERE s.title_id = t.id) ORDER BY t.id`,
  );
}

/** Titles a family genre and an adults-only age rating describe at once. */
export function findFamilyGenresRatedAdult(runner: Runner, familySlugs: string[], adultRatings: string[]) {
  return runner.query<{ id: number; titleEn: string }>(
    `SELECT DISTINCT t.id, t.title_en AS "titleEn" FROM titles t
     JOIN title_genres tg ON tg.title_id = t.id JOIN genres g ON g.id = tg.genre_id
     WHERE g.slug = ANY($1::text[]) AND t.age_rating = ANY($2::text[]) ORDER BY t.id`,
    [familySlugs, adultRatings],
  );
}

/** The titles one source lists, with that source's id for them, their type and genre slugs. */
export function findTitlesOfSource(runner: Runner, source: string) {
  return runner.query<CheckedTitle>(
    `SELECT t.id, t.title_en AS "titleEn", t.type, s.source_id AS "sourceId",
       ARRAY(SELECT g.slug FROM title_genres tg JOIN genres g ON g.id = tg.genre_id
             WHERE tg.title_id = t.id ORDER BY g.slug) AS genres
     FROM title_sources s JOIN titles t ON t.id = s.title_id WHERE s.source = $1 ORDER BY t.id`,
    [source],
  );
}
