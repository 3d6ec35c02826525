import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, buildApiUrl, parseRetryAfter } from './api-client.ts';
import { removeCookie, setCookie } from './cookies.ts';
import { forgetInitialResponses } from './initial-responses.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  removeCookie('token');
  removeCookie('XSRF-TOKEN');
  document.getElementById('initial-responses')?.remove();
  forgetInitialResponses();
});

describe('buildApiUrl', () => {
  it('drops null and undefined query parameters', () => {
    expect(
      buildApiUrl(
        '/api/titles',
        { page: 2, q: null, type: undefined, is_dubbed: true, order_by: '' },
        'https://api.x.ir',
      ),
    ).toBe('https://api.x.ir/api/titles?page=2&is_dubbed=true&order_by=');
  });
});

describe('apiRequest', () => {
  it('sends credentials, JSON and XHR headers, and the bearer token from the cookie', async () => {
    setCookie('token', 'tok123');
    const fetchMock = vi.fn(async () => json(200, { data: { id: 1 } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/user')).resolves.toEqual({ data: { id: 1 } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${window.location.origin}/api/user`);
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      Authorization: 'Bearer tok123',
    });
  });

  it('answers a GET the page embedded once, without the network, then fetches as usual', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<script id="initial-responses" type="application/json">{"/api/titles/slideshow":{"data":[1]}}</script>',
    );
    const fetchMock = vi.fn(async () => json(200, { data: [2] }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/titles/slideshow')).resolves.toEqual({ data: [1] });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(apiRequest('/api/titles/slideshow')).resolves.toEqual({ data: [2] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('uses an embedded answer only for the same address and query', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<script id="initial-responses" type="application/json">{"/api/titles/7":{"data":"plain"}}</script>',
    );
    const fetchMock = vi.fn(async () => json(200, { data: 'dubbed' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/titles/7', { query: { dub: 1 } })).resolves.toEqual({ data: 'dubbed' });
    await expect(apiRequest('/api/titles/7', { query: { dub: null } })).resolves.toEqual({ data: 'plain' });
  });

  it('ignores a malformed embedded block', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<script id="initial-responses" type="application/json">{oops</script>',
    );
    const fetchMock = vi.fn(async () => json(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/titles/slideshow')).resolves.toEqual({ ok: true });
  });

  it('sends no Authorization header without a token cookie', async () => {
    const fetchMock = vi.fn(async () => json(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/titles');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('sends no Authorization header on an anonymous call, even signed in', async () => {
    setCookie('token', 'tok123');
    const fetchMock = vi.fn(async () => json(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/titles/1', { anonymous: true });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('fetches the CSRF cookie before an auth write and echoes it as X-XSRF-TOKEN', async () => {
    const fetchMock = vi.fn(async (url: string) => {
      if (url.endsWith('/sanctum/csrf-cookie')) {
        setCookie('XSRF-TOKEN', 'csrf value');
        return new Response(null, { status: 204 });
      }
      return new Response(null, { status: 204 });
    });
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/sanc/logout', { method: 'POST', csrf: true });
    const urls = fetchMock.mock.calls.map(([url]) => new URL(url).pathname);
    expect(urls).toEqual(['/sanctum/csrf-cookie', '/api/sanc/logout']);
    const [, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'X-XSRF-TOKEN': 'csrf value' });
  });

  it('rejects with the server message, status and field errors', async () => {
    vi.stubGlobal('fetch', async () => json(422, { message: 'نادرست', errors: { email: ['ایمیل'] } }));
    const error = await apiRequest('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'نادرست', errors: { email: ['ایمیل'] } });
  });

  it('turns an unreachable server into status 0 with a Persian message', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 0 });
  });

  it('keeps a 503’s Retry-After, in seconds or as a date', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ message: 'پایگاه داده در دسترس نیست' }), {
          status: 503,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '10' },
        }),
    );
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 503, retryAfterSeconds: 10 });
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2026-11-30T10:00:00Z');
    expect(parseRetryAfter('10', now)).toBe(10);
    expect(parseRetryAfter('Mon, 30 Nov 2026 10:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Mon, 30 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });
});
