import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { catalogDataDir } from '../catalog-data-dir.ts';
import type { VegaMovie } from './clean-vega-movie.ts';

export interface DemoCatalogue {
  collections: Array<{ slug: string; nameFa: string; nameEn: string; description: string; titles: string[] }>;
  dubbed: string[];
  subtitled: string[];
  premiumQualities: string[];
  media: {
    trailer: string;
    files: Array<{ quality: string; file: string; parts?: string[] }>;
    languageFile: { quality: string; file: string };
    screenshots: string[];
  };
}

/** A person of data/demo-series.json: English name, Persian name when the authors are sure of it. */
export interface DemoSeriesPerson {
  en: string;
  fa: string | null;
}

/** One series of data/demo-series.json (see its "about"). */
export interface DemoSeries {
  titleEn: string;
  titleFa: string;
  originalTitle: string;
  aliases: string[];
  year: number;
  endYear: number | null;
  imdbId: string | null;
  countries: string[];
  languages: string[];
  genres: string[];
  plotFa: string;
  creators: DemoSeriesPerson[];
  directors: DemoSeriesPerson[];
  cast: Array<DemoSeriesPerson & { character: string | null }>;
  /** `episodes` is null when the season's episode count is not known. */
  seasons: Array<{ number: number; episodes: number | null }>;
}

export interface DemoSeriesCatalogue {
  demo: {
    /** Series whose first `episodes` episodes of season 1 play the sample clip. */
    playable: Array<{ title: string; episodes: number }>;
    dubbed: string[];
    subtitled: string[];
  };
  series: DemoSeries[];
}

/** The committed sample clip and its frames (served at /media/ with the web app). */
export const mediaDir = path.resolve(catalogDataDir, '../apps/web/public/media');

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

export function loadVegaMovies(): VegaMovie[] {
  const entry = createRequire(import.meta.url).resolve('vega-datasets');
  return readJson<VegaMovie[]>(path.join(path.dirname(entry), '../data/movies.json'));
}

export const loadPersianTitles = (): Record<string, string> =>
  readJson<{ titles: Record<string, string> }>(path.join(catalogDataDir, 'persian-titles.json')).titles;

/** Genres of well-known films vega-datasets gives none, by "English title|year". */
export const loadFilmGenres = (): Record<string, string[]> =>
  readJson<{ genres: Record<string, string[]> }>(path.join(catalogDataDir, 'film-genres.json')).genres;

export const loadDemoCatalogue = (): DemoCatalogue =>
  readJson<DemoCatalogue>(path.join(catalogDataDir, 'demo-catalogue.json'));

export const loadDemoSeries = (): DemoSeriesCatalogue =>
  readJson<DemoSeriesCatalogue>(path.join(catalogDataDir, 'demo-series.json'));

/** Size on disk of a media file (with its parts, for an HLS playlist), so listed sizes are true. */
export function mediaSize(file: string, parts: string[] = []): number {
  return [file, ...parts].reduce((total, name) => total + fs.statSync(path.join(mediaDir, name)).size, 0);
}
