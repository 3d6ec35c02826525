import type { ImportBatch } from '../import-types.ts';
import type { BatchSource } from '../run-import.ts';
import { isObject, mapTmdbResponse } from './tmdb-map.ts';

export interface TmdbApiOptions {
  apiKey: string;
  /** Defaults to TMDB's v3 API; tests point it at a local server. */
  baseUrl?: string;
}

export interface TmdbId {
  kind: 'movie' | 'tv';
  id: number;
}

export class TmdbApiError extends Error {}

const DEFAULT_BASE_URL = 'https://api.themoviedb.org/3';
const append = {
  movie: 'credits,release_dates,videos,external_ids,alternative_titles',
  tv: 'credits,content_ratings,videos,external_ids,alternative_titles',
};

/** "550,tv:1399,movie:13" with a default kind for bare ids. */
export function parseTmdbIds(value: string, defaultKind: 'movie' | 'tv'): TmdbId[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^(?:(movie|tv):)?(\d+)$/.exec(part);
      if (!match) throw new TmdbApiError(`"${part}" is not a TMDB id (write 550, movie:550 or tv:1399)`);
      return { kind: (match[1] as 'movie' | 'tv' | undefined) ?? defaultKind, id: Number(match[2]) };
    });
}

/**
 * Fetches each id twice, in English (`en-US`) and in Persian (`fa-IR`): English fills the fields
 * and stands in where TMDB has no Persian translation; Persian fills titleFa and plotFa.
 */
export function importFromTmdbApi(ids: TmdbId[], options: TmdbApiOptions): BatchSource {
  if (!options.apiKey)
    throw new TmdbApiError('Set TMDB_API_KEY (a TMDB API key or read access token) to import from TMDB.');
  const baseUrl = (options.baseUrl || DEFAULT_BASE_URL).replace(/\/+$/, '');
  return async function* (report): AsyncIterable<ImportBatch> {
    for (const [index, { kind, id }] of ids.entries()) {
      report({ file: `${baseUrl}/${kind}/${id}`, line: index + 1 });
      const english = await fetchTmdb(baseUrl, `/${kind}/${id}`, 'en-US', append[kind], options.apiKey);
      if (english === 'not-found') {
        yield { skipped: [{ entity: 'titles', reason: `not found on TMDB (${kind} ${id})` }] };
        continue;
      }
      const persian = await fetchTmdb(baseUrl, `/${kind}/${id}`, 'fa-IR', '', options.apiKey);
      yield mapTmdbResponse(kind, english, persian === 'not-found' ? undefined : persian);
    }
  };
}

async function fetchTmdb(
  baseUrl: string,
  path: string,
  language: string,
  appendToResponse: string,
  apiKey: string,
): Promise<Record<string, unknown> | 'not-found'> {
  const url = new URL(`${baseUrl}${path}`);
  url.searchParams.set('language', language);
  if (appendToResponse) url.searchParams.set('append_to_response', appendToResponse);
  // A v4 read access token (a JWT) goes in the Authorization header; a v3 key in the query.
  const headers: Record<string, string> = { accept: 'application/json' };
  if (apiKey.startsWith('eyJ')) headers.authorization = `Bearer ${apiKey}`;
  else url.searchParams.set('api_key', apiKey);
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    throw new TmdbApiError(
      `Could not reach TMDB at ${baseUrl}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (response.status === 404) return 'not-found';
  if (!response.ok) {
    throw new TmdbApiError(
      `TMDB answered ${response.status} for ${path} (${(await response.text()).slice(0, 200)})`,
    );
  }
  const body = (await response.json()) as unknown;
  if (!isObject(body)) throw new TmdbApiError(`TMDB sent an unexpected answer for ${path}`);
  return body;
}
