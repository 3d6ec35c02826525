import type { TitleDetail, TitleResult } from '@pardeh/contract';
import { appUrl } from './browser.ts';

/** Reads the demo catalogue through the API, so tests name titles, not database ids. */
export async function apiGet<T>(path: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(appUrl(path), { headers });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

export async function findDemoTitle(titleEn: string): Promise<TitleDetail> {
  const results = await apiGet<TitleResult[]>(`/api/titles/search?query=${encodeURIComponent(titleEn)}`);
  const match = results.find((title) => title.titleEn === titleEn);
  if (!match) throw new Error(`the demo catalogue has no "${titleEn}"`);
  return apiGet<TitleDetail>(`/api/titles/${match.id}`);
}

/** Registers a fresh account through the real accounts API and returns its session token. */
export async function registerDemoUser(): Promise<string> {
  const csrf = await fetch(appUrl('/sanctum/csrf-cookie'));
  const token = csrf.headers
    .getSetCookie()
    .find((line) => line.startsWith('XSRF-TOKEN='))
    ?.split(';')[0]
    ?.slice('XSRF-TOKEN='.length);
  if (!token) throw new Error('no XSRF-TOKEN cookie');
  const password = 'pardeh-secret-1';
  const response = await fetch(appUrl('/api/sanc/register'), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${token}`,
      'x-xsrf-token': decodeURIComponent(token),
    },
    body: JSON.stringify({
      name: 'بیننده‌ی آزمایشی',
      email: `viewer-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password,
      password_confirmation: password,
    }),
  });
  if (response.status !== 201)
    throw new Error(`register answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}
