import editDistance from 'damerau-levenshtein';

/**
 * The words of a query as typo correction reads them (#31), the same split as migration 0032's
 * search_words() gives the catalogue's words: apostrophes join, anything but Latin letters,
 * digits and Arabic-script letters separates.
 */
const APOSTROPHES = /['`´‘’ʼʻ]/g;
const SEPARATORS = /[^a-z0-9ء-ۿ]+/;
const DIGITS_ONLY = /^[0-9]+$/;

export const splitSearchWords = (query: string): string[] =>
  query.replace(APOSTROPHES, '').split(SEPARATORS).filter(Boolean);

/**
 * The edits a word may be corrected by: none under four letters (one edit changes a quarter of
 * them), one up to seven letters, two from eight; never in a number ("2049" is not "2046").
 */
export function typoBudget(word: string): number {
  const length = [...word].length;
  if (length < 4 || DIGITS_ONLY.test(word)) return 0;
  return length < 8 ? 1 : 2;
}

/**
 * A word and its spellings with up to `count` letters taken out. The catalogue stores each word
 * with one taken out, so a query word within one edit of it (a letter added, dropped, changed or
 * two swapped) shares a spelling with it after one deletion, and within two after two.
 */
export function wordDeletions(word: string, count: number): string[] {
  let level = [word];
  const all = new Set(level);
  for (let step = 0; step < count; step++) {
    level = level.flatMap((spelling) => {
      const letters = [...spelling];
      return letters.map((_, at) => [...letters.slice(0, at), ...letters.slice(at + 1)].join(''));
    });
    for (const spelling of level) all.add(spelling);
  }
  return [...all];
}

/** Letters added, dropped, changed, or two neighbours swapped, to turn one word into the other. */
export const wordEdits = (typed: string, word: string): number => editDistance(typed, word).steps;

const WORD_OR_SEPARATOR = /([^a-z0-9ء-ۿ'`´‘’ʼʻ]+)/;

/** The query with each word in `corrections` replaced, its spacing and punctuation kept. */
export const replaceSearchWords = (query: string, corrections: ReadonlyMap<string, string>): string =>
  query
    .split(WORD_OR_SEPARATOR)
    .map((part) => corrections.get(part.replace(APOSTROPHES, '')) ?? part)
    .join('');
