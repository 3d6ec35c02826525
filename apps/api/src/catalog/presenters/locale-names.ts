import type { LocaleName } from '@pardeh/contract';

/**
 * Country (ISO 3166-1) and language (ISO 639-1) codes named in Persian by Node's own ICU data, so
 * no list of names ships with the repository. A code ICU does not know keeps the code as its name.
 *
 * Why here and not in the browser: a phone's first `Intl.DisplayNames('fa')` loads the locale's
 * data on the main thread (30–55 ms on this machine, four times that on a phone) while the title
 * page starts; on the server the two formatters are built once.
 */
const countryNames = new Intl.DisplayNames(['fa'], { type: 'region', fallback: 'code' });
const languageNames = new Intl.DisplayNames(['fa'], { type: 'language', fallback: 'code' });

function nameOf(names: Intl.DisplayNames, code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    // A malformed code (Intl throws a RangeError) is shown as it came.
    return code;
  }
}

export const countryName = (code: string): LocaleName => ({
  code,
  name: nameOf(countryNames, code.toUpperCase()),
});

export const languageName = (code: string): LocaleName => ({
  code,
  name: nameOf(languageNames, code.toLowerCase()),
});
