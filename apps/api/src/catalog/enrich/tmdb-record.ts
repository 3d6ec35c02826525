import type { TitleType } from '../../db/schema/catalog.ts';
import { isObject } from '../import/formats/tmdb-map.ts';
import type { TmdbClient } from './tmdb-client.ts';

/** A movie or series on TMDB; stored in title_sources as `movie:550` or `tv:1399`. */
export interface TmdbRecord {
  kind: 'movie' | 'tv';
  id: number;
}

export const tmdbKeyOf = (record: TmdbRecord) => `${record.kind}:${record.id}`;

export function parseTmdbKey(key: string): TmdbRecord | undefined {
  const match = /^(movie|tv):(\d+)$/.exec(key);
  return match ? { kind: match[1] as TmdbRecord['kind'], id: Number(match[2]) } : undefined;
}

/**
 * The TMDB record TMDB finds for an IMDb id: for a series its tv result first, for a film its
 * movie result first, the other kind when that is all there is (a TV film, a miniseries).
 */
export async function findTmdbRecord(
  client: TmdbClient,
  imdbId: string,
  type: TitleType,
  signal?: AbortSignal,
): Promise<TmdbRecord | undefined> {
  const found = await client.findByImdbId(imdbId, signal);
  const first = (kind: TmdbRecord['kind']): TmdbRecord | undefined => {
    const results = found[`${kind}_results`];
    const hit = Array.isArray(results) ? results.find(isObject) : undefined;
    return typeof hit?.id === 'number' ? { kind, id: hit.id } : undefined;
  };
  return type === 'series' ? (first('tv') ?? first('movie')) : (first('movie') ?? first('tv'));
}
