import { type JalaliDate, toJalali } from '@pardeh/contract/jalali';
import { messages } from '../messages/index.ts';

/*
 * Numbers are written by hand rather than with Intl.NumberFormat('fa-IR'): building the first
 * Persian formatter loads ICU locale data, ~40 ms of the first render (four times that on a
 * mid-range phone). Dates in the Jalali calendar are computed the same way (@pardeh/contract/jalali).
 */

/** Arabic thousands separator and decimal separator, as Intl writes them for fa-IR. */
const GROUP_SEPARATOR = '\u066c';
const DECIMAL_SEPARATOR = '\u066b';

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+$)/g, GROUP_SEPARATOR);

function persianNumber(value: number, { grouping = true, fractionDigits = 0 } = {}): string {
  if (!Number.isFinite(value)) return String(value);
  const scale = 10 ** fractionDigits;
  const rounded = Math.round(Math.abs(value) * scale) / scale;
  const [whole = '0', fraction] = String(rounded).split('.');
  // Intl writes a left-to-right mark and a true minus sign before negative Persian numbers.
  const sign = value < 0 && rounded !== 0 ? '\u200e\u2212' : '';
  const text = (grouping ? groupThousands(whole) : whole) + (fraction ? DECIMAL_SEPARATOR + fraction : '');
  return sign + toPersianDigits(text);
}

/** Counts and page numbers in Persian digits with Persian grouping: 12345 → ۱۲٬۳۴۵. */
export const formatNumber = (value: number): string => persianNumber(value);

/** Ratings: at most one decimal, Persian separator: 7.85 → ۷٫۹. */
export const formatRating = (value: number): string => persianNumber(value, { fractionDigits: 1 });

/** Years are read as names, never grouped: 2024 → ۲۰۲۴. */
export const formatYear = (value: number): string => persianNumber(value, { grouping: false });

// An answer the browser cached before the API sent `jalaliYear` (minutes after a deploy) has none.
const isJalaliYear = (jalaliYear: number | null | undefined): jalaliYear is number =>
  typeof jalaliYear === 'number';

/**
 * A title's year; an Iranian title's Solar Hijri year first with the Gregorian one beside it,
 * «۱۳۸۹ (۲۰۱۰)», as the title page, the search dropdown and other one-line mentions show it.
 */
export const formatTitleYear = (year: number, jalaliYear: number | null): string =>
  isJalaliYear(jalaliYear)
    ? messages.locale.jalaliYear(formatYear(jalaliYear), formatYear(year))
    : formatYear(year);

/**
 * A card's short year: the Solar Hijri year alone for an Iranian title (how its viewers know it;
 * the facts row of a 375 px-wide card has no room for both beside two ratings), with the whole
 * «۱۳۸۹ (۲۰۱۰)» for its tooltip and screen readers; `full` is null when the short form says it all.
 */
export const formatCardYear = (
  year: number,
  jalaliYear: number | null,
): { short: string; full: string | null } =>
  isJalaliYear(jalaliYear)
    ? { short: formatYear(jalaliYear), full: formatTitleYear(year, jalaliYear) }
    : { short: formatYear(year), full: null };

/** Any Latin digits inside a string become Persian digits. */
export const toPersianDigits = (text: string): string =>
  text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The Jalali day of a value: a calendar date (`YYYY-MM-DD`, as release and air dates come) is that
 * very day, a moment (a Date or a timestamp) is its day in the visitor's time zone.
 */
function jalaliOf(value: Date | string): JalaliDate | null {
  const isoDate = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (isoDate) return toJalali(Number(isoDate[1]), Number(isoDate[2]), Number(isoDate[3]));
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  return toJalali(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

export interface WrittenJalaliDate {
  day: string;
  /** The month's name. */
  month: string;
  year: string;
}

/** A Jalali date's parts as Intl writes them for fa-IR: 1 Farvardin 1403 → ۱, فروردین, ۱۴۰۳. */
export const writeJalaliDate = ({ year, month, day }: JalaliDate): WrittenJalaliDate => ({
  day: toPersianDigits(String(day)),
  month: messages.locale.jalaliMonths[month - 1] ?? '',
  year: toPersianDigits(String(year)),
});

/** The written parts as one phrase: ۱ فروردین ۱۴۰۳. */
export const joinJalaliDate = ({ day, month, year }: WrittenJalaliDate): string => `${day} ${month} ${year}`;

/** A date in the Persian (Jalali) calendar: 2024-03-20 → ۱ فروردین ۱۴۰۳; empty when malformed. */
export const formatJalaliDate = (value: Date | string): string => {
  const date = jalaliOf(value);
  return date ? joinJalaliDate(writeJalaliDate(date)) : '';
};
