import type { AuthResponse } from '@pardeh/contract';
import { readJson } from './read-json.ts';

/** The XSRF-TOKEN cookie from `GET /sanctum/csrf-cookie`, as a browser would hold it. */
export interface CsrfPair {
  /** The token value: the cookie's value and the X-XSRF-TOKEN header alike. */
  token: string;
  /** The Cookie request header that carries it. */
  cookie: string;
}

export async function fetchCsrf(baseUrl: string): Promise<CsrfPair> {
  const response = await fetch(`${baseUrl}/sanctum/csrf-cookie`);
  if (response.status !== 204) throw new Error(`csrf-cookie answered ${response.status}`);
  const setCookie = response.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='));
  const token = setCookie?.split(';')[0]?.slice('XSRF-TOKEN='.length);
  if (!token) throw new Error('no XSRF-TOKEN cookie was set');
  return { token, cookie: `XSRF-TOKEN=${token}` };
}

export interface PostOptions {
  /** The CSRF pair to send; `false` sends neither cookie nor header. */
  csrf?: CsrfPair | false;
  /** A session token, sent as `Authorization: Bearer`. */
  bearer?: string;
  headers?: Record<string, string>;
}

/** POSTs JSON the way the web app does: CSRF cookie and header, and a bearer token when signed in. */
export async function postJson(
  baseUrl: string,
  path: string,
  body: unknown,
  { csrf, bearer, headers = {} }: PostOptions = {},
): Promise<Response> {
  const pair = csrf === undefined ? await fetchCsrf(baseUrl) : csrf;
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(pair ? { cookie: pair.cookie, 'x-xsrf-token': pair.token } : {}),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** `GET /api/user` with an optional bearer token. */
export const fetchCurrentUser = (baseUrl: string, bearer?: string) =>
  fetch(`${baseUrl}/api/user`, { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

let counter = 0;

/** A fresh, valid registration body; each call uses a new address. */
export function newAccount(overrides: Partial<Record<'name' | 'email' | 'password', string>> = {}) {
  counter += 1;
  const password = overrides.password ?? 'pardeh-secret-1';
  return {
    name: overrides.name ?? 'کاربر آزمایشی',
    email: overrides.email ?? `user${counter}-${Date.now()}@example.com`,
    password,
    password_confirmation: password,
  };
}

/** Registers a new account and returns its session token, user and password. */
export async function registerAccount(baseUrl: string, overrides: Parameters<typeof newAccount>[0] = {}) {
  const account = newAccount(overrides);
  const response = await postJson(baseUrl, '/api/sanc/register', account);
  if (response.status !== 201)
    throw new Error(`register answered ${response.status}: ${await response.text()}`);
  const body = await readJson<AuthResponse>(response);
  return { ...body, email: account.email, password: account.password };
}
