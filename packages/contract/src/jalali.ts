/*
 * Gregorian dates in the Jalali (Persian) calendar, by arithmetic: the algorithm of jalaali-js
 * (Borkowski's leap-year breaks, valid for Jalali years -61 to 3177).
 *
 * Why not Intl.DateTimeFormat('fa-IR-u-ca-persian'): building the first one loads ICU's Persian
 * locale and calendar data on the main thread, 35–40 ms on this machine and four times that on a
 * phone, inside the first render of any page that shows a date. test/jalali.test.ts checks this
 * arithmetic against Intl day by day. In the contract because the API dates Iranian titles' cards
 * with it (catalog/jalali-year.ts) and the web app its dates.
 *
 * The leap-cycle breaks and the arithmetic below are ported from jalaali-js
 * (https://github.com/jalaali/jalaali-js), under its MIT licence:
 *
 *   MIT License
 *
 *   Copyright (c) 2020 Behrang Norouzinia
 *
 *   Permission is hereby granted, free of charge, to any person obtaining a copy
 *   of this software and associated documentation files (the "Software"), to deal
 *   in the Software without restriction, including without limitation the rights
 *   to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
 *   copies of the Software, and to permit persons to whom the Software is
 *   furnished to do so, subject to the following conditions:
 *
 *   The above copyright notice and this permission notice shall be included in all
 *   copies or substantial portions of the Software.
 *
 *   THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
 *   IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
 *   FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
 *   AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
 *   LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
 *   OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
 *   SOFTWARE.
 */

export interface JalaliDate {
  year: number;
  /** 1 (Farvardin) to 12 (Esfand). */
  month: number;
  day: number;
}

/** Years at which the 33-year leap cycle of the Jalali calendar shifts. */
const BREAKS = [
  -61, 9, 38, 199, 426, 686, 756, 818, 1111, 1181, 1210, 1635, 2060, 2097, 2192, 2262, 2324, 2394, 2456, 3178,
];

const div = (a: number, b: number): number => Math.trunc(a / b);
const mod = (a: number, b: number): number => a - Math.trunc(a / b) * b;

/** The Gregorian day in March on which the Jalali year starts, and the year's place in its leap cycle. */
function jalaliYearStart(jalaliYear: number): { gregorianYear: number; march: number; leap: number } {
  const gregorianYear = jalaliYear + 621;
  let leapJ = -14;
  let previousBreak = BREAKS[0] as number;
  let jump = 0;
  for (let index = 1; index < BREAKS.length; index += 1) {
    const nextBreak = BREAKS[index] as number;
    jump = nextBreak - previousBreak;
    if (jalaliYear < nextBreak) break;
    leapJ += div(jump, 33) * 8 + div(mod(jump, 33), 4);
    previousBreak = nextBreak;
  }
  let n = jalaliYear - previousBreak;
  leapJ += div(n, 33) * 8 + div(mod(n, 33) + 3, 4);
  if (mod(jump, 33) === 4 && jump - n === 4) leapJ += 1;
  const leapG = div(gregorianYear, 4) - div((div(gregorianYear, 100) + 1) * 3, 4) - 150;
  const march = 20 + leapJ - leapG;
  if (jump - n < 6) n = n - jump + div(jump + 4, 33) * 33;
  let leap = mod(mod(n + 1, 33) - 1, 4);
  if (leap === -1) leap = 4;
  return { gregorianYear, march, leap };
}

/** Julian day number of a Gregorian date. */
function gregorianToDayNumber(year: number, month: number, day: number): number {
  const dayNumber =
    div((year + div(month - 8, 6) + 100100) * 1461, 4) +
    div(153 * mod(month + 9, 12) + 2, 5) +
    day -
    34840408;
  return dayNumber - div(div(year + 100100 + div(month - 8, 6), 100) * 3, 4) + 752;
}

/** A Gregorian calendar date (month 1–12) in the Jalali calendar. */
export function toJalali(year: number, month: number, day: number): JalaliDate {
  const dayNumber = gregorianToDayNumber(year, month, day);
  let jalaliYear = year - 621;
  const start = jalaliYearStart(jalaliYear);
  let daysIn = dayNumber - gregorianToDayNumber(year, 3, start.march);
  if (daysIn >= 0) {
    // The first six months have 31 days.
    if (daysIn <= 185) return { year: jalaliYear, month: 1 + div(daysIn, 31), day: mod(daysIn, 31) + 1 };
    daysIn -= 186;
  } else {
    // Before Nowruz: the end of the previous Jalali year.
    jalaliYear -= 1;
    daysIn += 179;
    if (start.leap === 1) daysIn += 1;
  }
  return { year: jalaliYear, month: 7 + div(daysIn, 30), day: mod(daysIn, 30) + 1 };
}
