import { z } from 'zod';

/** Iranian films are dated in Solar Hijri years; these are the ones a film can have. */
export const SOLAR_HIJRI_YEARS = { first: 1300, last: 1420 } as const;
// A Solar Hijri year starts on 20 or 21 March: year Y runs from March of Y + 621 to March of Y + 622.
const HIJRI_TO_GREGORIAN = 621;

export const isSolarHijriYear = (year: number): boolean =>
  year >= SOLAR_HIJRI_YEARS.first && year <= SOLAR_HIJRI_YEARS.last;

/**
 * The Gregorian year a Solar Hijri one starts in (1389 → 2010): it holds Farvardin to Dey, nine
 * and a half of its twelve months. `end` gives the year it ends in (1389 → 2011).
 */
export const gregorianYearOfHijri = (year: number, part: 'start' | 'end' = 'start'): number =>
  year + HIJRI_TO_GREGORIAN + (part === 'end' ? 1 : 0);

/** A year as typed: Persian, Arabic-Indic or Latin digits; a Solar Hijri year stays as typed. */
export function parseYear(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const latin = value
    .trim()
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));
  return /^\d{1,4}$/.test(latin) ? Number(latin) : value;
}

/**
 * A listing's year bound, Gregorian (1870–2100) or Solar Hijri (1300–1420, as `۱۳۸۹` or `1389`),
 * read as the Gregorian year that takes the Hijri one in whole: a lower bound from the year it
 * starts in, an upper bound to the year it ends in (1389 runs from March 2010 to March 2011).
 */
export const listingYearSchema = (bound: 'from' | 'to') =>
  z.preprocess(
    parseYear,
    z
      .number()
      .int()
      .refine((year) => isSolarHijriYear(year) || (year >= 1870 && year <= 2100))
      .transform((year) =>
        isSolarHijriYear(year) ? gregorianYearOfHijri(year, bound === 'from' ? 'start' : 'end') : year,
      ),
  );

/**
 * A film's year as the request forms take it: Gregorian, or Solar Hijri (1300–1420, as `۱۳۸۹` or
 * `1389`) stored as the Gregorian year it starts in (1389 → 2010: Farvardin to Dey, the year the
 * title page's rule gives a film of 1389); then within `first` to `last()`, else `message`.
 */
export const filmYearSchema = ({
  first,
  last,
  message,
}: {
  first: number;
  last: () => number;
  message: string;
}) =>
  z.preprocess(
    parseYear,
    z
      .number({ error: message })
      .int(message)
      .transform((year) => (isSolarHijriYear(year) ? gregorianYearOfHijri(year) : year))
      .refine((year) => year >= first && year <= last(), message),
  );
