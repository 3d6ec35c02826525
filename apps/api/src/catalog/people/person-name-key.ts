import { normalizeSearchText } from '../search/normalize-search-text.ts';

/**
 * The key two sources' spellings of one name share: the search normaliser (Arabic and Persian
 * letter forms, diacritics, accents, case, ZWNJ), then punctuation read as a space, so
 * "Lee Jung-jae" is "Lee Jung Jae" and «شهاب‌حسینی» is «شهاب حسینی». Empty for a name with no
 * letter or digit, which matches nothing.
 */
export function personNameKey(name: string | null | undefined): string {
  if (!name) return '';
  return normalizeSearchText(name)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Every key a person goes by: the English and the Persian name's, without blanks or repeats. */
export function personNameKeys(fullnameEn: string | null | undefined, fullnameFa: string | null | undefined) {
  return [...new Set([personNameKey(fullnameEn), personNameKey(fullnameFa)])].filter(Boolean);
}

/**
 * Whether two records of people name the same person closely enough to merge them on a shared
 * title: one of their names is the same (English to English, Persian to Persian, or a Persian
 * label standing in as the English name).
 */
export function sameNameOnTitle(
  a: { fullnameEn: string; fullnameFa: string | null },
  b: { fullnameEn: string; fullnameFa: string | null },
): boolean {
  const keys = new Set(personNameKeys(a.fullnameEn, a.fullnameFa));
  return personNameKeys(b.fullnameEn, b.fullnameFa).some((key) => keys.has(key));
}

/**
 * Whether two records name the same person in both scripts: both have an English and a Persian
 * name and both pairs agree. Two sources giving the same name in two scripts is evidence enough
 * without a shared title (the demo series' «شهاب حسینی» and Wikidata's are one person).
 */
export function sameNameInBothScripts(
  a: { fullnameEn: string; fullnameFa: string | null },
  b: { fullnameEn: string; fullnameFa: string | null },
): boolean {
  if (!a.fullnameFa || !b.fullnameFa) return false;
  const en = personNameKey(a.fullnameEn);
  const fa = personNameKey(a.fullnameFa);
  // A Persian label standing in as the English name is no second script.
  if (en === fa) return false;
  return en !== '' && fa !== '' && en === personNameKey(b.fullnameEn) && fa === personNameKey(b.fullnameFa);
}
