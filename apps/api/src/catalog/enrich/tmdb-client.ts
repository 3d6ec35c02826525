import { isObject } from '../import/formats/tmdb-map.ts';
import {
  type BackoffPolicy,
  backoffDelay,
  type Clock,
  parseRetryAfter,
  RateLimiter,
  systemClock,
} from './rate-limiter.ts';

type Json = Record<string, unknown>;

export class TmdbApiError extends Error {}
/** TMDB refused the key: nothing will work until the operator fixes TMDB_API_KEY. */
export class TmdbAuthError extends TmdbApiError {}
/** TMDB kept answering 429 or 5xx, or could not be reached, through every retry: try again later. */
export class TmdbUnavailableError extends TmdbApiError {}

export interface TmdbClientOptions {
  /** A v3 API key, or a v4 read access token. */
  apiKey: string;
  /** TMDB's v3 API by default; tests point it at a local server. */
  baseUrl?: string;
  /** The client-side limit (TMDB allows roughly 50 a second per address). */
  requestsPerSecond?: number;
  /** Tries per request, the first included, before giving up with TmdbUnavailableError. */
  maxAttempts?: number;
  /** Waits between tries after a 5xx, a network error, or a 429 without Retry-After. */
  backoff?: BackoffPolicy;
  clock?: Clock;
  timeoutMs?: number;
}

export const DEFAULT_TMDB_API_BASE_URL = 'https://api.themoviedb.org/3';
// Retry-After is honoured, but a value this long is a misconfigured proxy rather than TMDB.
const MAX_RETRY_AFTER_MS = 10 * 60_000;

/**
 * TMDB's v3 API behind a rate limiter, with retries: a 429 waits what its Retry-After asks (every
 * request of this client waits with it), a 5xx or a network error waits an exponential backoff.
 * A 404 is an answer ('not-found'), a 401 a TmdbAuthError; other 4xx are not retried.
 */
export class TmdbClient {
  private readonly baseUrl: string;
  private readonly limiter: RateLimiter;
  private readonly clock: Clock;
  private readonly maxAttempts: number;
  private readonly backoff: BackoffPolicy;
  private readonly timeoutMs: number;

  constructor(private readonly options: TmdbClientOptions) {
    if (!options.apiKey)
      throw new TmdbApiError('Set TMDB_API_KEY (a TMDB API key or read access token) to use TMDB.');
    this.baseUrl = (options.baseUrl || DEFAULT_TMDB_API_BASE_URL).replace(/\/+$/, '');
    this.clock = options.clock ?? systemClock;
    this.limiter = new RateLimiter(options.requestsPerSecond ?? 20, this.clock);
    this.maxAttempts = options.maxAttempts ?? 5;
    this.backoff = options.backoff ?? { baseMs: 1_000, maxMs: 60_000 };
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  /** A movie or series in one language, with TMDB's `append_to_response` sections. */
  details(kind: 'movie' | 'tv', id: number, language: string, append = '', signal?: AbortSignal) {
    return this.get(`/${kind}/${id}`, { language, append_to_response: append }, signal);
  }

  /** What TMDB knows by an IMDb id: `movie_results`, `tv_results` and so on. */
  async findByImdbId(imdbId: string, signal?: AbortSignal): Promise<Json> {
    const body = await this.get(
      `/find/${encodeURIComponent(imdbId)}`,
      { external_source: 'imdb_id' },
      signal,
    );
    return body === 'not-found' ? {} : body;
  }

  async get(path: string, params: Record<string, string>, signal?: AbortSignal): Promise<Json | 'not-found'> {
    const url = new URL(`${this.baseUrl}${path}`);
    for (const [name, value] of Object.entries(params)) if (value) url.searchParams.set(name, value);
    // A v4 read access token (a JWT) goes in the Authorization header; a v3 key in the query.
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.options.apiKey.startsWith('eyJ')) headers.authorization = `Bearer ${this.options.apiKey}`;
    else url.searchParams.set('api_key', this.options.apiKey);

    for (let attempt = 1; ; attempt++) {
      await this.limiter.take(signal);
      let problem: string;
      let waitMs = backoffDelay(attempt, this.backoff);
      try {
        const timeout = AbortSignal.timeout(this.timeoutMs);
        const response = await fetch(url, {
          headers,
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        if (response.ok) return await this.readJson(response, path);
        const text = (await response.text()).slice(0, 200);
        if (response.status === 404) return 'not-found';
        if (response.status === 401)
          throw new TmdbAuthError(`TMDB refused the API key (401 for ${path}): ${text}`);
        if (response.status !== 429 && response.status < 500)
          throw new TmdbApiError(`TMDB answered ${response.status} for ${path}: ${text}`);
        problem = `TMDB answered ${response.status} for ${path}`;
        const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
        if (response.status === 429 && retryAfter !== undefined)
          waitMs = Math.min(retryAfter, MAX_RETRY_AFTER_MS);
      } catch (error) {
        if (error instanceof TmdbApiError || signal?.aborted) throw error;
        problem = `Could not reach TMDB at ${this.baseUrl}: ${error instanceof Error ? error.message : String(error)}`;
      }
      if (attempt >= this.maxAttempts) throw new TmdbUnavailableError(`${problem} (tried ${attempt} times)`);
      this.limiter.holdFor(waitMs);
    }
  }

  private async readJson(response: Response, path: string): Promise<Json> {
    const body = (await response.json()) as unknown;
    if (!isObject(body)) throw new TmdbApiError(`TMDB sent an unexpected answer for ${path}`);
    return body;
  }
}
