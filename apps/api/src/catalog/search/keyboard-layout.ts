/**
 * Text typed with the other keyboard layout active: `fhvhk` is «باران» typed on the English
 * layout, «هدزثحفهخد» is `inception` typed on the Persian one. The map is the standard Persian
 * layout (ISIRI 9147, what Windows, macOS, Android and iOS ship) key by key; `\`, پ on the older
 * Windows layout, is read as پ too.
 */
const persianByLatinKey: Record<string, string> = {
  q: 'ض',
  w: 'ص',
  e: 'ث',
  r: 'ق',
  t: 'ف',
  y: 'غ',
  u: 'ع',
  i: 'ه',
  o: 'خ',
  p: 'ح',
  '[': 'ج',
  ']': 'چ',
  a: 'ش',
  s: 'س',
  d: 'ی',
  f: 'ب',
  g: 'ل',
  h: 'ا',
  j: 'ت',
  k: 'ن',
  l: 'م',
  ';': 'ک',
  "'": 'گ',
  z: 'ظ',
  x: 'ط',
  c: 'ز',
  v: 'ر',
  b: 'ذ',
  n: 'د',
  m: 'پ',
  ',': 'و',
  '\\': 'پ',
  // Shifted keys whose letters Persian words use.
  C: 'ژ',
  H: 'آ',
};

const latinKeyByPersian: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(persianByLatinKey)
      .filter(([key]) => key !== '\\')
      .map(([key, letter]) => [letter, key]),
  ),
  // Arabic forms of ی and ک, where an Arabic layout puts them.
  ي: 'd',
  ك: ';',
};

/** Where a query's characters do not all come from one layout, there is nothing to swap. */
const NEUTRAL = /[\s\p{Nd}.\-!?]/u;

/**
 * The text as the other layout would have typed it, or null when it is not wholly the keys of one
 * layout (mixed scripts, or letters neither layout has) and so was not typed with the wrong one.
 */
export function swapKeyboardLayout(text: string): string | null {
  const characters = Array.from(text);
  const letters = characters.filter((character) => !NEUTRAL.test(character));
  if (letters.length === 0) return null;
  const map = letters.every((character) => persianLetterOf(character) !== undefined)
    ? persianLetterOf
    : letters.every((character) => character in latinKeyByPersian)
      ? (character: string) => latinKeyByPersian[character]
      : null;
  if (!map) return null;
  return characters.map((character) => (NEUTRAL.test(character) ? character : map(character))).join('');
}

/** A Latin key's Persian letter: upper case as lower case but for the shifted keys above. */
function persianLetterOf(character: string): string | undefined {
  return persianByLatinKey[character] ?? persianByLatinKey[character.toLowerCase()];
}
