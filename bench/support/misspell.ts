import type { Random } from './random.ts';

/** One edit (drop, double, swap or replace a letter) in a word of 4–7 letters, two in a longer one. */
export function misspell(random: Random, name: string): string {
  const words = name.split(' ');
  const candidates = words
    .map((word, index) => [word, index] as const)
    .filter(([word]) => [...word].length >= 4);
  const [word, index] = random.pick(candidates);
  let letters = [...word];
  const edits = letters.length >= 8 ? 2 : 1;
  for (let edit = 0; edit < edits; edit++) {
    // Not the first letter: people rarely get it wrong.
    const at = random.int(1, letters.length - 2);
    const kind = random.int(0, 3);
    if (kind === 0) letters.splice(at, 1);
    else if (kind === 1) letters.splice(at, 0, letters[at] ?? '');
    else if (kind === 2) [letters[at], letters[at + 1]] = [letters[at + 1] ?? '', letters[at] ?? ''];
    else letters[at] = random.pick(letters.filter((letter) => letter !== letters[at]));
    letters = letters.filter(Boolean);
  }
  words[index] = letters.join('');
  return words.join(' ');
}
