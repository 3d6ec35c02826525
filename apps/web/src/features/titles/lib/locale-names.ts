/**
 * Country (ISO 3166-1) and language (ISO 639-1) codes named in Persian by the browser's own
 * data, so no list of names ships with the app. A code the browser does not know stays as is.
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

export const countryName = (code: string): string => nameOf(countryNames, code.toUpperCase());
export const languageName = (code: string): string => nameOf(languageNames, code.toLowerCase());
