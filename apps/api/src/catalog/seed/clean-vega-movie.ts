import type { TitleInput } from '../import/import-types.ts';

/** One record of vega-datasets' data/movies.json, as published. */
export interface VegaMovie {
  Title: string | number | null;
  'Release Date': string | null;
  'MPAA Rating': string | null;
  'Running Time min': number | null;
  'Major Genre': string | null;
  'Creative Type': string | null;
  Director: string | null;
  'Rotten Tomatoes Rating': number | null;
  'IMDB Rating': number | null;
  'IMDB Votes': number | null;
}

export type CleanedVegaMovie =
  | {
      ok: true;
      title: TitleInput & { releaseDate: string; year: number };
      key: string;
      director: string | null;
      genreNames: string[];
    }
  | { ok: false; reason: string };

/** The dataset was compiled in 2011; a later date is a two-digit year read in the wrong century. */
export const VEGA_LAST_RELEASE_YEAR = 2011;

const months: Record<string, string> = {
  Jan: '01',
  Feb: '02',
  Mar: '03',
  Apr: '04',
  May: '05',
  Jun: '06',
  Jul: '07',
  Aug: '08',
  Sep: '09',
  Oct: '10',
  Nov: '11',
  Dec: '12',
};

// Accented letters of the source text were decoded as Mac Roman ("LÈon" for "Léon"); each entry
// is a Mac Roman character and the Windows-1252 one its byte meant. "³" (Alien³) and "¢"
// (Ri¢hie Ri¢h) are real and stay.
const mojibake: Record<string, string> = {
  È: 'é',
  Í: 'ê',
  Ë: 'è',
  Î: 'ë',
  '˘': 'ù',
  Ö: '…',
  Ω: '½',
  '‰': 'ä',
  '‡': 'à',
  Û: 'ó',
  Ù: 'ô',
  '·': 'á',
};
const MOJIBAKE = new RegExp(`[${Object.keys(mojibake).join('')}]`, 'g');

/** "Charge of the Light Brigade, The" → "The Charge of the Light Brigade". */
const ARTICLE_AT_END = /^(.*), (The|A|An)$/;

export function cleanVegaTitle(raw: string | number): string {
  const text = String(raw)
    .replace(MOJIBAKE, (letter) => mojibake[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
  const match = ARTICLE_AT_END.exec(text);
  return match ? `${match[2]} ${match[1]}` : text;
}

/** "Dec 31 2046" → "1946-12-31"; null when unreadable. */
export function cleanVegaDate(raw: string | null): string | null {
  const match = /^([A-Z][a-z]{2}) (\d{2}) (\d{4})$/.exec(raw ?? '');
  const month = match && months[match[1] ?? ''];
  if (!match || !month) return null;
  let year = Number(match[3]);
  if (year > VEGA_LAST_RELEASE_YEAR) year -= 100;
  return `${year}-${month}-${match[2]}`;
}

/**
 * Rotten Tomatoes' own rule for the Tomatometer badge: 60% or more is fresh, less is rotten.
 * "Certified fresh" also needs a review count and top-critic count this dataset lacks, so it is
 * never given here.
 */
export function rtStatusOf(meter: number | null): 'fresh' | 'rotten' | null {
  if (meter === null) return null;
  return meter >= 60 ? 'fresh' : 'rotten';
}

const SOURCE_GENRES = new Set(['Science Fiction', 'Fantasy', 'Kids Fiction', 'Super Hero', 'Dramatization']);

/**
 * One vega film as a catalogue title, or why it is left out. Unknown values stay empty: no
 * rating, vote count or runtime is made up.
 */
export function cleanVegaMovie(movie: VegaMovie): CleanedVegaMovie {
  if (movie.Title === null || String(movie.Title).trim() === '') return { ok: false, reason: 'no title' };
  const releaseDate = cleanVegaDate(movie['Release Date']);
  if (!releaseDate) return { ok: false, reason: 'no readable release date' };
  const titleEn = cleanVegaTitle(movie.Title);
  const year = Number(releaseDate.slice(0, 4));
  const meter = movie['Rotten Tomatoes Rating'];
  const rtMeter = typeof meter === 'number' && meter >= 0 && meter <= 100 ? Math.round(meter) : null;
  const rating = movie['IMDB Rating'];
  const votes = movie['IMDB Votes'];
  const runtime = movie['Running Time min'];
  const mpaa = movie['MPAA Rating'];
  const genreNames = [
    movie['Major Genre'],
    SOURCE_GENRES.has(movie['Creative Type'] ?? '') ? movie['Creative Type'] : null,
  ].filter((name): name is string => Boolean(name));
  const key = `${titleEn}|${year}`;
  return {
    ok: true,
    key,
    director: movie.Director?.trim() || null,
    genreNames,
    title: {
      source: 'vega',
      sourceId: `${titleEn}|${releaseDate}`,
      type: 'movie',
      titleEn,
      year,
      releaseDate,
      runtime: typeof runtime === 'number' && runtime > 0 ? runtime : null,
      // "Open" is not a rating (the film went out unrated); "Not Rated" is kept as written.
      ageRating: mpaa && mpaa !== 'Open' ? mpaa : null,
      countries: [],
      languages: [],
      imdbRating: typeof rating === 'number' && rating >= 0 && rating <= 10 ? rating : null,
      imdbVotes: typeof votes === 'number' && votes >= 0 ? votes : null,
      rtMeter,
      rtStatus: rtStatusOf(rtMeter),
    },
  };
}
