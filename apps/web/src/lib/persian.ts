const numberFormat = new Intl.NumberFormat('fa-IR');
const decimalFormat = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 1 });
const yearFormat = new Intl.NumberFormat('fa-IR', { useGrouping: false });
const jalaliDateFormat = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const jalaliYearFormat = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { year: 'numeric' });

/** Counts and page numbers in Persian digits with Persian grouping: 12345 → ۱۲٬۳۴۵. */
export const formatNumber = (value: number): string => numberFormat.format(value);

/** Ratings: at most one decimal, Persian separator: 7.85 → ۷٫۹. */
export const formatRating = (value: number): string => decimalFormat.format(value);

/** Years are read as names, never grouped: 2024 → ۲۰۲۴. */
export const formatYear = (value: number): string => yearFormat.format(value);

/** Any Latin digits inside a string become Persian digits. */
export const toPersianDigits = (text: string): string =>
  text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));

const toDate = (value: Date | string): Date => (typeof value === 'string' ? new Date(value) : value);

/** A date in the Persian (Jalali) calendar: 2024-03-20 → ۱ فروردین ۱۴۰۳. */
export const formatJalaliDate = (value: Date | string): string => jalaliDateFormat.format(toDate(value));

export const formatJalaliYear = (value: Date | string): string => jalaliYearFormat.format(toDate(value));
