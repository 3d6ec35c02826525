import { normalizeSearchText } from './normalize-search-text.ts';

/** Queries are matched on at most this many characters: enough for any title, cheap for any index. */
export const MAX_QUERY_LENGTH = 100;
/** Shorter queries match too much to be useful (and a trigram index cannot serve them). */
export const MIN_QUERY_LENGTH = 2;

// Characters PostgreSQL cannot store in text (NUL) or that no title contains (other controls).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/g;

/**
 * What a typed query is matched as: the one normalization, capped at MAX_QUERY_LENGTH characters
 * (code points, so an emoji is never cut in half), or null when too short to search.
 */
export function prepareSearchQuery(raw: string | undefined): string | null {
  if (!raw) return null;
  const normalized = normalizeSearchText(raw.slice(0, MAX_QUERY_LENGTH * 4).replace(CONTROL_CHARACTERS, ' '));
  const capped = Array.from(normalized).slice(0, MAX_QUERY_LENGTH).join('').trim();
  return Array.from(capped).length >= MIN_QUERY_LENGTH ? capped : null;
}

const IMDB_ID = /^\s*(?:(?:https?:\/\/)?(?:www\.|m\.)?imdb\.com\/title\/)?(tt\d{7,10})(?:[/?#]\S*)?\s*$/i;

/** `tt0111161` or an IMDb title URL, pasted as the query: the IMDb id it names. */
export function findImdbId(raw: string | undefined): string | null {
  if (!raw || raw.length > 300) return null;
  const match = IMDB_ID.exec(raw);
  return match?.[1] ? match[1].toLowerCase() : null;
}

/** Escapes LIKE's wildcards so user text only ever matches itself (backslash is the escape). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * LIKE patterns over `search_text`, which joins a row's names with " | ": ranks are exact name,
 * name prefix, word prefix, then any substring.
 */
export function searchPatterns(query: string) {
  const escaped = escapeLike(query);
  return {
    contains: `%${escaped}%`,
    startsWith: `${escaped}%`,
    exactName: `%| ${escaped} |%`,
    namePrefix: `%| ${escaped}%`,
    wordPrefix: `% ${escaped}%`,
  };
}

/**
 * SQL rank of a row for the patterns above, given as parameters $exact, $prefix, $word (numbers):
 * 0 exact name, 1 name prefix, 2 word prefix, 3 substring.
 */
export const rankSql = (exact: number, prefix: number, word: number, column = 'search_text') => `
  CASE
    WHEN (' | ' || ${column} || ' | ') LIKE $${exact} THEN 0
    WHEN (' | ' || ${column}) LIKE $${prefix} THEN 1
    WHEN (' ' || ${column}) LIKE $${word} THEN 2
    ELSE 3
  END`;
