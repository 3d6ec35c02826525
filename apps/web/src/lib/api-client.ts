import { messages } from '../messages/index.ts';
import { apiBaseUrl } from './api-host.ts';
import { getCookie } from './cookies.ts';
import { takeInitialResponse } from './initial-responses.ts';
import { readTokenCookie } from './token-cookie.ts';

/** A failed call: `status` is the HTTP status, or 0 when the server could not be reached. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Field messages of a 422, as docs/API.md describes them. */
    readonly errors?: Record<string, string[]>,
    /** The whole error body, for the few answers with more than a message (a 409's `titlePath`). */
    readonly body?: Record<string, unknown>,
    /** How long the server asked to wait before trying again (`Retry-After` of a 503 or a 429). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isClientError = (error: unknown): boolean =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Null and undefined values are left out of the URL. */
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Auth writes: fetch the CSRF cookie first and send it back as `X-XSRF-TOKEN`. */
  csrf?: boolean;
  /**
   * Send no bearer token: for a public answer that a token would make the caller's own (the title
   * detail), so signed-in readers share the cached one and fetch their state by its own call.
   */
  anonymous?: boolean;
  /** Call this origin instead of the API's (media passes are set where the media are served). */
  origin?: string;
}

export function buildApiUrl(
  path: string,
  query: Record<string, QueryValue> = {},
  base = transport.base(),
): string {
  const url = new URL(path, `${base}/`);
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.toString();
}

const XSRF_COOKIE = 'XSRF-TOKEN';

/**
 * How requests reach the API: the browser's `fetch`, or on the server (`entry-server.tsx`) the
 * API itself in-process. The server renders anonymous pages, so it sends no token.
 */
interface ApiTransport {
  fetch: typeof fetch;
  base: () => string;
  anonymous: boolean;
}
let transport: ApiTransport = { fetch: (...args) => fetch(...args), base: apiBaseUrl, anonymous: false };

/** The server's renderer sends every request to `fetchApi` instead (one per process). */
export function sendApiRequestsThrough(fetchApi: typeof fetch): void {
  transport = { fetch: fetchApi, base: () => 'http://server.invalid', anonymous: true };
}

async function ensureCsrfCookie(signal?: AbortSignal): Promise<string | undefined> {
  await send('/sanctum/csrf-cookie', { signal });
  // The server URL-encodes the cookie value, as Laravel Sanctum does; getCookie decodes it.
  return getCookie(XSRF_COOKIE);
}

async function send(path: string, options: ApiRequestOptions): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  const token = options.anonymous || transport.anonymous ? null : readTokenCookie();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.csrf) {
    const xsrf = await ensureCsrfCookie(options.signal);
    if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  }
  try {
    return await transport.fetch(buildApiUrl(path, options.query, options.origin), {
      method: options.method ?? 'GET',
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, messages.errors.network);
  }
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(response.status, messages.errors.unexpected);
  }
}

/** A `Retry-After` value (seconds, or an HTTP date) in whole seconds from now; undefined if unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * The answer the server embedded in the page for this GET, if any (once). Query options pass it
 * as `initialData`, so the first render already has the data instead of a loading state and a
 * second render.
 */
export const embeddedResponse = <T>(path: string, query?: Record<string, QueryValue>): T | undefined =>
  takeInitialResponse(buildApiUrl(path, query)) as T | undefined;

/**
 * One call to the API: credentials included, JSON in and out, the bearer token from the `token`
 * cookie. A GET the server already answered inside the page (lib/initial-responses.ts) resolves
 * at once. Resolves with the parsed body; rejects with an `ApiError` carrying the server's
 * Persian message for any non-2xx answer.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  if ((options.method ?? 'GET') === 'GET') {
    const embedded = takeInitialResponse(buildApiUrl(path, options.query));
    if (embedded !== undefined) return embedded as T;
  }
  const response = await send(path, options);
  const body = (await readJson(response)) as { message?: unknown; errors?: Record<string, string[]> };
  if (!response.ok) {
    const message = typeof body?.message === 'string' ? body.message : messages.errors.unexpected;
    throw new ApiError(
      response.status,
      message,
      body?.errors,
      body ?? undefined,
      parseRetryAfter(response.headers.get('retry-after')),
    );
  }
  return body as T;
}
