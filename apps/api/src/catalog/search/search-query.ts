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

/** LIKE patterns over `search_text` for a prepared query: anywhere in it, or at its start. */
export function searchPatterns(query: string) {
  const escaped = escapeLike(query);
  return { contains: `%${escaped}%`, startsWith: `${escaped}%` };
}

/**
 * A prepared query and its phonetic key (migration 0030), for the forgiving matches, in the order
 * they are tried: rows whose key has every word of it (`words`), else each word as a typo of it keys
 * (`oneEdit`, keyWordsWithinOneEdit), else rows whose key or search text is similar (`similar`).
 */
export interface ForgivingQuery {
  query: string;
  key: string;
  match: 'words' | 'oneEdit' | 'similar';
}

/**
 * The words one edit from a key word that a typo of it keys as, the word itself among them: a
 * symbol dropped or two swapped («داکر» "dkr" for «دارک» "drk"; «پدخروانده» for «پدرخوانده»). Only
 * those: with every symbol added or changed too (~230 words for five symbols) PostgreSQL judged
 * the lookup unselective and read the whole table (up to 1.9 s at 100,000 titles, BENCHMARKS.md).
 */
export function keyWordsWithinOneEdit(word: string): string[] {
  const letters = [...word];
  const variants = new Set([word]);
  for (let at = 0; at < letters.length; at++) {
    variants.add([...letters.slice(0, at), ...letters.slice(at + 1)].join(''));
    if (at < letters.length - 1) {
      const swapped = [...letters];
      [swapped[at], swapped[at + 1]] = [letters[at + 1] ?? '', letters[at] ?? ''];
      variants.add(swapped.join(''));
    }
  }
  return [...variants];
}

export interface SearchCandidate {
  id: number;
  search_text: string;
  /** What breaks ties within a rank: a title's IMDb votes, a person's best title's votes. */
  votes: number | null;
}

// `search_text` joins a row's names with this separator (buildSearchText).
const NAME_SEPARATOR = ' | ';

/**
 * 0 a name is the query, 1 a name starts with it, 2 a word starts with it, 3 it is inside a word.
 * Written as "does the padded text contain the padded query", the same tests as matchRankSql's.
 */
export function matchRank(searchText: string, query: string): number {
  if (
    `${NAME_SEPARATOR}${searchText}${NAME_SEPARATOR}`.includes(`${NAME_SEPARATOR}${query}${NAME_SEPARATOR}`)
  )
    return 0;
  if (`${NAME_SEPARATOR}${searchText}`.includes(`${NAME_SEPARATOR}${query}`)) return 1;
  if (` ${searchText}`.includes(` ${query}`)) return 2;
  return 3;
}

/**
 * matchRank in SQL, for the full results page, so it ranks its matches as the dropdown does: a
 * CASE over `column` whose three LIKE patterns are the parameters numbered from `firstParameter`
 * (in the order matchRankPatterns gives them).
 */
export function matchRankSql(column: string, firstParameter: number): string {
  const [name, nameStart, wordStart] = [0, 1, 2].map((offset) => `$${firstParameter + offset}`);
  return `CASE WHEN ' | ' || ${column} || ' | ' LIKE ${name} THEN 0
    WHEN ' | ' || ${column} LIKE ${nameStart} THEN 1
    WHEN ' ' || ${column} LIKE ${wordStart} THEN 2 ELSE 3 END`;
}

/** The LIKE patterns of matchRankSql for a prepared query. */
export function matchRankPatterns(query: string): [string, string, string] {
  const escaped = escapeLike(query);
  return [`%${NAME_SEPARATOR}${escaped}${NAME_SEPARATOR}%`, `%${NAME_SEPARATOR}${escaped}%`, `% ${escaped}%`];
}

/**
 * A person's rank: 0 a name is the query, 1 a name or a word starts with it, 2 it is inside a
 * word. A surname is a word start, and a visitor who types "Nolan" means the best-known Nolan,
 * whichever of his names comes first.
 */
export const personMatchRank = (searchText: string, query: string): number =>
  [0, 1, 1, 2][matchRank(searchText, query)] ?? 2;

/** Orders candidates (duplicates allowed) by rank, then votes, then id; returns the first ids. */
export function rankCandidates(
  candidates: SearchCandidate[],
  query: string,
  limit: number,
  rankOf: (searchText: string, query: string) => number = matchRank,
): number[] {
  const unique = [...new Map(candidates.map((candidate) => [candidate.id, candidate])).values()];
  return unique
    .map((candidate) => ({ ...candidate, rank: rankOf(candidate.search_text, query) }))
    .sort((a, b) => a.rank - b.rank || (b.votes ?? -1) - (a.votes ?? -1) || a.id - b.id)
    .slice(0, limit)
    .map((candidate) => candidate.id);
}
