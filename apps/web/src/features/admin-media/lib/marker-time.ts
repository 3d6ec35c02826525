import { formatPlaybackTime } from '../../../components/video-player/media-source.ts';
import { latinDigits } from '../../../lib/form-input.ts';

/**
 * A marker time as the editor writes it: the nearest whole second, m:ss (h:mm:ss past an hour)
 * in Persian digits. Markers are set to the second; a suggestion at 13.6 s reads ۰:۱۴.
 */
export const markerTime = (seconds: number): string => formatPlaybackTime(Math.round(seconds));

/**
 * A time as an operator types it in the marker editor: `ss`, `m:ss` or `h:mm:ss`, in Persian or
 * Latin digits, the seconds optionally with a fraction (`1:05.5`, `۱:۰۵٫۵`). Empty is no time
 * (null); anything else that does not read is NaN, which the contract's schema reports.
 */
export function secondsFromInput(text: string): number | null {
  const trimmed = latinDigits(text).trim().replace('٫', '.');
  if (!trimmed) return null;
  const parts = trimmed.split(':');
  const last = parts.length - 1;
  const readable = parts.every((part, index) => (index === last ? /^\d+(\.\d+)?$/ : /^\d+$/).test(part));
  if (parts.length > 3 || !readable) return Number.NaN;
  const numbers = parts.map(Number);
  // Minutes and seconds after the first part count up to 59.
  if (numbers.slice(1).some((value) => value >= 60)) return Number.NaN;
  return numbers.reduce((total, value) => total * 60 + value, 0);
}
