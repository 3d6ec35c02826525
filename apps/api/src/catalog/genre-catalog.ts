import fs from 'node:fs';
import path from 'node:path';
import { catalogDataDir } from './catalog-data-dir.ts';

export type GenreSource = 'tmdb' | 'netflix' | 'imdb' | 'vega' | 'wikidata';

export interface GenreDefinition {
  slug: string;
  nameEn: string;
  nameFa: string;
  sources: Partial<Record<GenreSource, Array<string | number>>>;
}

let cached: GenreCatalog | undefined;

/** The genre list of data/genres.json, and the lookup from each source's genre names or ids. */
export class GenreCatalog {
  private readonly bySource = new Map<string, string[]>();

  constructor(readonly genres: GenreDefinition[]) {
    for (const genre of genres) {
      for (const [source, keys] of Object.entries(genre.sources)) {
        for (const key of keys ?? []) {
          const lookup = `${source}:${String(key).toLowerCase()}`;
          this.bySource.set(lookup, [...(this.bySource.get(lookup) ?? []), genre.slug]);
        }
      }
    }
  }

  static load(): GenreCatalog {
    if (!cached) {
      const file = JSON.parse(fs.readFileSync(path.join(catalogDataDir, 'genres.json'), 'utf8')) as {
        genres: GenreDefinition[];
      };
      cached = new GenreCatalog(file.genres);
    }
    return cached;
  }

  /** Genre slugs for one source genre; empty when the catalogue has no such genre. */
  slugsFor(source: GenreSource, key: string | number): string[] {
    return this.bySource.get(`${source}:${String(key).toLowerCase()}`) ?? [];
  }

  /**
   * Maps a list of source genres; `unmapped` lists what has no genre here (the import summary
   * counts them, so a new source genre shows up instead of vanishing).
   */
  map(source: GenreSource, keys: Array<string | number>): { slugs: string[]; unmapped: string[] } {
    const slugs = new Set<string>();
    const unmapped: string[] = [];
    for (const key of keys) {
      const found = this.slugsFor(source, key);
      if (found.length === 0) unmapped.push(String(key));
      for (const slug of found) slugs.add(slug);
    }
    return { slugs: [...slugs], unmapped };
  }
}
