import { MAX_ROW_ID } from '@pardeh/contract';
import {
  matchRankPatterns,
  matchRankSql,
  prepareSearchQuery,
  searchPatterns,
} from '../search/search-query.ts';

export interface QueryMatch {
  where: string;
  /** The ORDER BY term ranking the matches (empty: no ranking), its parameters numbered from `first`. */
  rank(first: number): { sql: string; params: unknown[] };
}

const unranked = () => ({ sql: '', params: [] });

/**
 * How a query typed in the console matches rows of `alias` (its WHERE parameters appended to
 * `params`): an IMDb id or page; else the public search's normalized text, ranked as the public
 * search ranks it (a name equal to it, then starting with it, a word starting with it, then
 * inside a word); and digits are also a row id, ranked first.
 */
export function queryMatch(
  alias: string,
  text: string,
  imdbIdOf: (text: string) => string | null,
  params: unknown[],
): QueryMatch {
  const parameter = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const imdbId = imdbIdOf(text);
  if (imdbId) return { where: `${alias}.imdb_id = ${parameter(imdbId)}`, rank: unranked };
  const prepared = prepareSearchQuery(text);
  const byText: QueryMatch = prepared
    ? {
        where: `${alias}.search_text LIKE ${parameter(searchPatterns(prepared).contains)}`,
        rank: (first) => ({
          sql: matchRankSql(`${alias}.search_text`, first),
          params: matchRankPatterns(prepared),
        }),
      }
    : { where: 'false', rank: unranked };
  const digits = text.trim();
  if (!/^\d{1,10}$/.test(digits) || Number(digits) > MAX_ROW_ID) return byText;
  // A checked integer, written into the SQL: the ranking needs no parameter of the WHERE's.
  const id = Number(digits);
  return {
    where: `(${alias}.id = ${id} OR ${byText.where})`,
    rank: (first) => {
      const rank = byText.rank(first);
      return {
        sql: `CASE WHEN ${alias}.id = ${id} THEN 0 ELSE 1 END${rank.sql ? `, ${rank.sql}` : ''}`,
        params: rank.params,
      };
    },
  };
}
