import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { referenceData } from './catalog-reference-data.ts';

type Json = Record<string, unknown>;

/** The TMDB responses served, read from the reference data beside the project (never copied into it). */
const fixtureFiles: Record<string, string> = {
  '/movie/550': 'tmdb-fixtures-adamayoung/movie-details-append-response.json',
  '/movie/87421': 'tmdb-fixtures-php-tmdb/movie/all.json',
  '/tv/1399': 'tmdb-fixtures-adamayoung/tv-series-details-append-response.json',
  '/tv/1396': 'tmdb-fixtures-php-tmdb/tv/all.json',
};
const findFixture = { imdbId: 'tt0137523', file: 'tmdb-fixtures-adamayoung/find-imdb-id-movie.json' };

/**
 * What TMDB answers in `fa-IR` where it has a Persian translation; the fixtures have none, so the
 * tests derive one. Without an entry the Persian answer is the English one, as TMDB's is for an
 * untranslated title.
 */
export const persianTranslations: Record<string, Json> = {
  '/movie/550': {
    title: 'باشگاه مشت‌زنی',
    overview: 'کارمندی بی‌خواب و فروشنده‌ای بی‌پروا باشگاهی زیرزمینی برای مبارزه راه می‌اندازند.',
    tagline: 'چقدر می‌توانی خودت را بشناسی، اگر هرگز نجنگیده باشی؟',
  },
  '/tv/1396': {
    name: 'بریکینگ بد',
    overview: 'معلم شیمی بیماری برای تأمین آینده‌ی خانواده‌اش به ساختن مواد مخدر رو می‌آورد.',
  },
};

export interface ScriptedAnswer {
  status: number;
  headers?: Record<string, string>;
}

export interface TmdbServer {
  /** The v3 API base URL, e.g. http://127.0.0.1:41234/3 */
  url: string;
  apiKey: string;
  /** Every request that reached the server: `/movie/550?language=fa-IR`, `/find/tt0137523`. */
  requests: string[];
  /** Answers served, in order, to the next requests for `path` before its fixture is served again. */
  script(path: string, answers: ScriptedAnswer[]): void;
  close(): Promise<void>;
}

const readFixture = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(referenceData, file), 'utf8')) as Json;

const imdbIdOf = (body: Json) =>
  (body.imdb_id as string | undefined) ??
  ((body.external_ids as Json | undefined)?.imdb_id as string | undefined);

/** `/find/{imdb_id}` for the fixtures without a find answer of their own, built from their details. */
function findAnswer(imdbId: string): Json {
  if (imdbId === findFixture.imdbId) return readFixture(findFixture.file);
  const answer: Json = { movie_results: [], person_results: [], tv_results: [] };
  for (const [route, file] of Object.entries(fixtureFiles)) {
    const body = readFixture(file);
    if (imdbIdOf(body) !== imdbId) continue;
    const kind = route.startsWith('/movie/') ? 'movie' : 'tv';
    answer[`${kind}_results`] = [
      { id: body.id, media_type: kind, [kind === 'movie' ? 'title' : 'name']: body.title ?? body.name },
    ];
  }
  return answer;
}

/** A local stand-in for TMDB's v3 API: details in English and Persian, find by IMDb id, scripted errors. */
export async function startTmdbServer(apiKey = 'test-key'): Promise<TmdbServer> {
  const requests: string[] = [];
  const scripted = new Map<string, ScriptedAnswer[]>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const route = url.pathname.replace(/^\/3/, '');
    const language = url.searchParams.get('language');
    requests.push(language ? `${route}?language=${language}` : route);
    const send = (status: number, body: Json, headers: Record<string, string> = {}) =>
      response
        .writeHead(status, { 'content-type': 'application/json', ...headers })
        .end(JSON.stringify(body));
    if (url.searchParams.get('api_key') !== apiKey) {
      send(401, { status_code: 7, status_message: 'Invalid API key: You must be granted a valid key.' });
      return;
    }
    const next = scripted.get(route)?.shift();
    if (next) {
      send(next.status, { status_message: 'scripted' }, next.headers);
      return;
    }
    const find = /^\/find\/(tt\d+)$/.exec(route);
    if (find?.[1] && url.searchParams.get('external_source') === 'imdb_id') {
      send(200, findAnswer(find[1]));
      return;
    }
    const file = fixtureFiles[route];
    if (!file) {
      send(404, { status_code: 34, status_message: 'The resource you requested could not be found.' });
      return;
    }
    const body = readFixture(file);
    send(200, language === 'fa-IR' ? { ...body, ...persianTranslations[route] } : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/3`,
    apiKey,
    requests,
    script: (route, answers) => scripted.set(route, [...(scripted.get(route) ?? []), ...answers]),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
