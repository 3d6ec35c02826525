import { toJalali } from '../jalali.ts';

/** What dates a title: its year, its release day (ISO) and its countries' ISO codes. */
export interface TitleDating {
  year: number | null;
  releaseDate: string | null;
  countries: readonly string[];
}

/**
 * The Solar Hijri year an Iranian title is known by, to show beside its Gregorian year (#31);
 * null for other titles. From the release date when there is one; else the Hijri year holding most
 * of the Gregorian one (Y − 621 runs from its March to its end). The API dates cards with it
 * (`TitleResult.jalaliYear`), the title page its heading.
 */
export function iranianJalaliYear({ year, releaseDate, countries }: TitleDating): number | null {
  if (year === null || !countries.includes('IR')) return null;
  const released = releaseDate?.split('-').map(Number);
  if (released?.length === 3 && released[0] === year) {
    const [, month, day] = released as [number, number, number];
    return toJalali(year, month, day).year;
  }
  return year - 621;
}
