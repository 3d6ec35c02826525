import type { TitleDetail } from '@pardeh/contract';
import { toJalali } from '../../../lib/jalali.ts';

/**
 * The Solar Hijri year an Iranian title is known by, to show beside its Gregorian year (#31);
 * null for other titles. From the release date when there is one; else the Hijri year holding most
 * of the Gregorian one (Y − 621 runs from its March to its end).
 */
export function iranianJalaliYear(
  title: Pick<TitleDetail, 'year' | 'releaseDate' | 'countries'>,
): number | null {
  if (title.year === null || !title.countries.some((country) => country.code === 'IR')) return null;
  const released = title.releaseDate?.split('-').map(Number);
  if (released?.length === 3 && released[0] === title.year) {
    const [year, month, day] = released as [number, number, number];
    return toJalali(year, month, day).year;
  }
  return title.year - 621;
}
