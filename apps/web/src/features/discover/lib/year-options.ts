import { SOLAR_HIJRI_YEARS, titleListingFiltersSchema } from '@pardeh/contract';
import { latinDigits } from '../../../lib/form-input.ts';

/** A year the year filter offers: Gregorian, with the Solar Hijri year typed to reach it. */
export interface YearOption {
  year: number;
  hijri: number | null;
}

export type YearBound = 'from' | 'to';

/** The contract's own reading of a bound, so the filter offers what the URL and the API will read. */
const boundSchemas = {
  from: titleListingFiltersSchema.shape.year_from,
  to: titleListingFiltersSchema.shape.year_to,
};

/**
 * The years a year filter offers for the typed text, newest first: the Gregorian years starting with
 * the typed digits (Persian or Latin); when none does, the Solar Hijri years starting with them
 * (`۱۳۸`, `1389`), each as the Gregorian year the listing reads it as for this bound (1389 is 2010
 * as a lower bound, 2011 as an upper one). Gregorian years start with 18–21 and Hijri ones with
 * 13–14, so a prefix is never both.
 */
export function yearOptions(years: readonly number[], typed: string, bound: YearBound): YearOption[] {
  const digits = latinDigits(typed).trim();
  const gregorian = years.filter((year) => String(year).startsWith(digits));
  if (gregorian.length > 0 || !/^\d+$/.test(digits)) return gregorian.map((year) => ({ year, hijri: null }));
  const offered = new Set(years);
  const options: YearOption[] = [];
  for (let hijri = SOLAR_HIJRI_YEARS.last; hijri >= SOLAR_HIJRI_YEARS.first; hijri -= 1) {
    if (!String(hijri).startsWith(digits)) continue;
    const read = boundSchemas[bound].safeParse(String(hijri));
    if (read.success && read.data !== undefined && offered.has(read.data))
      options.push({ year: read.data, hijri });
  }
  return options;
}
