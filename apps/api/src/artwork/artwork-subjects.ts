/** What a rendered picture is made from: the fields that also name its key (`artwork-key.ts`). */
export interface TitleArtworkSubject {
  id: number;
  type: 'movie' | 'series';
  titleFa: string | null;
  titleEn: string;
  year: number | null;
  /** With `iranian`, what dates the title in the Solar Hijri calendar, as its card does. */
  releaseDate: string | null;
  iranian: boolean;
  /** Genre slugs; they choose the palette. */
  genres: string[];
}

export interface PersonArtworkSubject {
  id: number;
  fullnameFa: string | null;
  fullnameEn: string;
}

/** A small deterministic generator, so a title's composition is the same at every render. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const persianDigits = '۰۱۲۳۴۵۶۷۸۹';
export const toPersianDigits = (value: number | string): string =>
  String(value).replace(/\d/g, (digit) => persianDigits[Number(digit)] as string);
