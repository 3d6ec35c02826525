import type { DatabaseHandle } from '../../db/client.ts';
import { correctTypos } from './correct-typos.ts';
import { swapKeyboardLayout } from './keyboard-layout.ts';
import { findPhoneticKey } from './search-db.ts';
import { type ForgivingQuery, prepareSearchQuery } from './search-query.ts';

/** A search's answer: what it found and, when it searched the other layout's text, that text. */
export interface SearchAnswer<Result> {
  data: Result[];
  correctedQuery?: string;
}

/**
 * The search that forgives (#31), the same steps for the dropdowns and the full results: the text
 * as typed; when that finds nothing, the text as the other keyboard layout reads it (`fhvhk` →
 * «باران»), answered with that text as the correction; for titles (`typos`), the text with its
 * typos corrected to title words (correct-typos.ts), answered the same way; else the forgiving
 * matches: rows whose phonetic key has the words of the query's (Finglish, Persian
 * spellings of foreign names, misspelt vowels), else those words with a consonant dropped or two
 * swapped (keyWordsWithinOneEdit), else whose key or text is similar. `asTyped` (the «search for what I typed» link) stops after the first step.
 * `Found` is a list or a page of one; `isEmpty` tells when it found nothing.
 */
export async function searchForgivingly<Found>(
  database: DatabaseHandle,
  { rawQuery, asTyped }: { rawQuery: string | undefined; asTyped: boolean },
  search: {
    typed: (rawQuery: string | undefined) => Promise<Found>;
    forgiving: (query: ForgivingQuery) => Promise<Found>;
    isEmpty: (found: Found) => boolean;
    typos?: boolean;
  },
): Promise<{ found: Found; correctedQuery?: string }> {
  const found = await search.typed(rawQuery);
  if (!search.isEmpty(found) || asTyped || !rawQuery) return { found };
  const swapped = swapKeyboardLayout(rawQuery);
  if (swapped) {
    const swappedFound = await search.typed(swapped);
    if (!search.isEmpty(swappedFound)) return { found: swappedFound, correctedQuery: swapped };
  }
  const query = prepareSearchQuery(rawQuery);
  if (!query) return { found };
  const corrected = search.typos ? await correctTypos(database, query) : null;
  if (corrected) {
    const correctedFound = await search.typed(corrected);
    if (!search.isEmpty(correctedFound)) return { found: correctedFound, correctedQuery: corrected };
  }
  const key = await findPhoneticKey(database, query);
  // A query of vowels only keys to nothing: it would match every row.
  if (!key) return { found };
  for (const match of ['words', 'oneEdit'] as const) {
    const found = await search.forgiving({ query, key, match });
    if (!search.isEmpty(found)) return { found };
  }
  return { found: await search.forgiving({ query, key, match: 'similar' }) };
}

/** searchForgivingly for a list of results. */
export async function searchListForgivingly<Result>(
  database: DatabaseHandle,
  query: { rawQuery: string | undefined; asTyped: boolean },
  search: {
    typed: (rawQuery: string | undefined) => Promise<Result[]>;
    forgiving: (query: ForgivingQuery) => Promise<Result[]>;
    typos?: boolean;
  },
): Promise<SearchAnswer<Result>> {
  const { found, correctedQuery } = await searchForgivingly(database, query, {
    ...search,
    isEmpty: (results) => results.length === 0,
  });
  return correctedQuery === undefined ? { data: found } : { data: found, correctedQuery };
}
