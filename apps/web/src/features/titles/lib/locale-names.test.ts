import { describe, expect, it } from 'vitest';
import { countryName, languageName } from './locale-names.ts';

describe('Persian names of countries and languages', () => {
  it('names countries and languages in Persian', () => {
    expect(countryName('IR')).toBe('ایران');
    expect(countryName('us')).toBe('ایالات متحده');
    expect(languageName('fa')).toBe('فارسی');
    expect(languageName('EN')).toBe('انگلیسی');
  });

  it('keeps an unknown or malformed code as it came', () => {
    expect(countryName('QZ')).toBe('QZ');
    expect(languageName('not a code')).toBe('not a code');
  });
});
