import { FONT_FAMILY } from './artwork-fonts.ts';
import { neutralPalette } from './artwork-palette.ts';
import type { PersonArtworkSubject } from './artwork-subjects.ts';
import { escapeXml } from './escape-xml.ts';
import { fitText } from './fit-text.ts';

export const PROFILE_SIZE = { width: 320, height: 480 } as const;

const ZWNJ = '\u200c';
const persianLetter = /[\u0600-\u06ff]/;

/**
 * A name's initials: the first letters of its first and last words. Persian initials are kept
 * apart by a zero-width non-joiner, so they show as two letters, not as the start of a word.
 */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
  if (words.length === 0) return '';
  const firstLetter = (word: string) => [...word].find((char) => /\p{L}/u.test(char)) as string;
  const letters =
    words.length === 1
      ? [firstLetter(words[0] as string)]
      : [firstLetter(words[0] as string), firstLetter(words[words.length - 1] as string)];
  return persianLetter.test(letters.join('')) ? letters.join(ZWNJ) : letters.join('').toUpperCase();
}

/** A person's picture (2:3, its middle square holding the initials, for round crops). */
export function composeProfile(subject: PersonArtworkSubject): string {
  const palette = neutralPalette(subject.id);
  const { width, height } = PROFILE_SIZE;
  const name = subject.fullnameFa?.trim() || subject.fullnameEn;
  const initials = initialsOf(name);
  const fittedName = fitText(name, { maxWidth: width - 48, maxLines: 2, sizes: [26, 22, 18], weight: 700 });
  const cy = height / 2 - 10;
  const nameTop = height - 48 - (fittedName.lines.length - 1) * fittedName.size * 1.3;
  const nameLines = fittedName.lines
    .map(
      (line, index) =>
        `<text x="${width / 2}" y="${(nameTop + index * fittedName.size * 1.3).toFixed(1)}" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="${fittedName.size}" font-weight="700" fill="#ffffff" fill-opacity="0.85">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.glow}"/><stop offset="1" stop-color="${palette.deep}"/></linearGradient>
<radialGradient id="halo"><stop offset="0" stop-color="${palette.accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#ground)"/>
<circle cx="${width / 2}" cy="${cy}" r="150" fill="url(#halo)"/>
<circle cx="${width / 2}" cy="${cy}" r="96" fill="#000" fill-opacity="0.28" stroke="${palette.accent}" stroke-opacity="0.6" stroke-width="2"/>
<text x="${width / 2}" y="${cy + 28}" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="80" font-weight="900" fill="#ffffff">${escapeXml(initials)}</text>
${nameLines}
</svg>`;
}
