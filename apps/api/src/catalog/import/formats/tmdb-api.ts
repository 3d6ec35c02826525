import { TmdbApiError, TmdbClient, type TmdbClientOptions } from '../../enrich/tmdb-client.ts';
import type { ImportBatch } from '../import-types.ts';
import type { BatchSource } from '../run-import.ts';
import { mapTmdbResponse } from './tmdb-map.ts';

export interface TmdbApiOptions extends TmdbClientOptions {
  /** Where poster, backdrop and profile URLs point (TMDB's image server by default). */
  imageBaseUrl?: string;
}

export interface TmdbId {
  kind: 'movie' | 'tv';
  id: number;
}

export const tmdbAppendedSections = {
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
  const client = new TmdbClient(options);
  return async function* (report): AsyncIterable<ImportBatch> {
    for (const [index, { kind, id }] of ids.entries()) {
      report({ file: `TMDB ${kind}/${id}`, line: index + 1 });
      const english = await client.details(kind, id, 'en-US', tmdbAppendedSections[kind]);
      if (english === 'not-found') {
        yield { skipped: [{ entity: 'titles', reason: `not found on TMDB (${kind} ${id})` }] };
        continue;
      }
      const persian = await client.details(kind, id, 'fa-IR');
      yield mapTmdbResponse(
        kind,
        english,
        persian === 'not-found' ? undefined : persian,
        options.imageBaseUrl,
      );
    }
  };
}
