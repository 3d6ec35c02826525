import { describe, expect, it } from 'vitest';
import { countryName, languageName } from '../../src/catalog/presenters/locale-names.ts';

describe('Persian names of countries and languages', () => {
  it('names countries and languages in Persian, keeping the code', () => {
    expect(countryName('IR')).toEqual({ code: 'IR', name: 'ایران' });
    expect(countryName('us').name).toBe('ایالات متحده');
    expect(languageName('fa').name).toBe('فارسی');
    expect(languageName('EN').name).toBe('انگلیسی');
  });

  it('keeps an unknown or malformed code as its name', () => {
    expect(countryName('QZ')).toEqual({ code: 'QZ', name: 'QZ' });
    expect(languageName('not a code').name).toBe('not a code');
  });
});
