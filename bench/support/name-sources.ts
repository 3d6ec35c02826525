import fs from 'node:fs';
import path from 'node:path';

/**
 * Real film and person names the synthetic catalogue recombines: the vega-datasets films (English
 * titles, directors) and, when ../shared/data is present, the Wikidata Iranian films (Persian
 * titles and Persian person names). Read at run time, never copied into the repository.
 */
export interface NameSources {
  englishTitles: string[];
  persianTitles: string[];
  englishPeople: string[];
  persianPeople: string[];
}

interface VegaMovie {
  Title: string | number | null;
  Director: string | null;
}

interface WikidataExport {
  films: Record<string, { labels: { en?: string; fa?: string } }>;
  secondary: Record<string, { labels: { en?: string; fa?: string } }>;
}

// The package exports no data subpath, so the file is read from the installed package.
const vegaMoviesPath = path.resolve(import.meta.dirname, '../../node_modules/vega-datasets/data/movies.json');
const wikidataPath = path.resolve(import.meta.dirname, '../../../shared/data/wikidata-iranian-films/db.json');

export function loadNameSources(): NameSources {
  const movies = JSON.parse(fs.readFileSync(vegaMoviesPath, 'utf8')) as VegaMovie[];
  const englishTitles = movies.map((movie) => String(movie.Title ?? '')).filter(Boolean);
  const englishPeople = [
    ...new Set(movies.map((movie) => movie.Director).filter((name): name is string => !!name)),
  ];
  let persianTitles: string[] = [];
  let persianPeople: string[] = [];
  if (fs.existsSync(wikidataPath)) {
    const wikidata = JSON.parse(fs.readFileSync(wikidataPath, 'utf8')) as WikidataExport;
    persianTitles = Object.values(wikidata.films).flatMap((film) => film.labels.fa ?? []);
    // Secondary entities with a Persian label and a two-word English one are mostly people.
    persianPeople = Object.values(wikidata.secondary).flatMap((entity) =>
      entity.labels.fa && entity.labels.en && /^\p{Lu}\S+ \p{Lu}\S+$/u.test(entity.labels.en)
        ? [entity.labels.fa]
        : [],
    );
  }
  return { englishTitles, persianTitles, englishPeople, persianPeople };
}
