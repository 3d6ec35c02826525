import { describe, expect, it } from 'vitest';
import { markerTime, secondsFromInput } from './marker-time.ts';

describe('reading a marker time', () => {
  it('reads m:ss and h:mm:ss in Persian or Latin digits', () => {
    expect(secondsFromInput('۱:۰۵')).toBe(65);
    expect(secondsFromInput(' 1:05 ')).toBe(65);
    expect(secondsFromInput('۱:۰۲:۰۹')).toBe(3729);
    expect(secondsFromInput('۰:۱۳٫۵')).toBe(13.5);
    expect(secondsFromInput('90')).toBe(90);
  });

  it('is null when empty and NaN when it does not read', () => {
    expect(secondsFromInput('  ')).toBeNull();
    expect(secondsFromInput('1:75')).toBeNaN();
    expect(secondsFromInput('یک دقیقه')).toBeNaN();
    expect(secondsFromInput('1:2:3:4')).toBeNaN();
    expect(secondsFromInput('-5')).toBeNaN();
  });
});

describe('writing a marker time', () => {
  it('writes the nearest second in Persian digits', () => {
    expect(markerTime(13.6)).toBe('۰:۱۴');
    expect(markerTime(0.98)).toBe('۰:۰۱');
    expect(markerTime(3729.2)).toBe('۱:۰۲:۰۹');
  });
});
