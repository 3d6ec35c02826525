/**
 * The one normalization applied to catalogue text when it is indexed (`search_text` columns) and
 * to every query before it is matched, so that what a user types finds what was stored however
 * either was written: Arabic or Persian letter forms, with or without diacritics, Persian,
 * Arabic-Indic or ASCII digits, any letter case, any spacing.
 */

// Arabic code points that Persian writes with a different letter.
const letterForms: Record<string, string> = {
  ي: 'ی', // Arabic yeh
  ى: 'ی', // alef maksura
  ئ: 'ی', // yeh with hamza above
  ك: 'ک', // Arabic kaf
  ة: 'ه', // teh marbuta
  ۀ: 'ه', // heh with yeh above
  أ: 'ا', // alef with hamza above
  إ: 'ا', // alef with hamza below
  آ: 'ا', // alef with madda: typed both ways
  ٱ: 'ا', // alef wasla
  ؤ: 'و', // waw with hamza above
};

// Harakat, tanwin, shadda, sukun, superscript alef, Quranic marks and the hamza above/below marks.
const DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;
// ZWNJ separates the parts of one Persian word; people type it as a space or not at all, so it
// becomes a space (and the trigram index still finds the word written solid).
const ZERO_WIDTH_NON_JOINER = /\u200C/g;
// Other invisible characters: ZWJ, and in the class ZWSP, direction marks and embeddings, word
// joiner, BOM and soft hyphen. ZWJ stays out of the class: inside one it reads as joining emoji.
const INVISIBLES = /\u200D|[\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u00AD]/g;
const PERSIAN_DIGITS = /[\u06F0-\u06F9]/g;
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669]/g;
const LETTER_FORMS = new RegExp(`[${Object.keys(letterForms).join('')}]`, 'g');
// Latin accents go too, so "Amelie" finds "Amélie".
const COMBINING_MARKS = /[\u0300-\u036F]/g;
const WHITESPACE = /\s+/g;

export function normalizeSearchText(input: string): string {
  return input
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .normalize('NFC')
    .replace(DIACRITICS, '')
    .replace(TATWEEL, '')
    .replace(ZERO_WIDTH_NON_JOINER, ' ')
    .replace(INVISIBLES, '')
    .replace(LETTER_FORMS, (letter) => letterForms[letter] ?? letter)
    .replace(PERSIAN_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(ARABIC_INDIC_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .toLowerCase()
    .replace(WHITESPACE, ' ')
    .trim();
}

/** The text a row is indexed by: every name it goes by, normalized and joined. */
export function buildSearchText(...names: Array<string | null | undefined | readonly string[]>): string {
  const parts = names.flatMap((name) => (Array.isArray(name) ? name : [name])).filter(Boolean) as string[];
  return normalizeSearchText([...new Set(parts)].join(' | '));
}
