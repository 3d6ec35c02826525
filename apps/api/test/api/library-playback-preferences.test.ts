import { type PlaybackPreferences, playbackPreferencesSchema, resourceOf } from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import { registerAccount } from '../support/auth-client.ts';
import { readJson } from '../support/read-json.ts';
import { useTestApp } from '../support/test-app.ts';

const server = useTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
const PATH = '/api/user/playback-preferences';
const DEFAULTS = { subtitleLanguage: null, audioLanguage: null, autoplayNext: true };

const call = (method: 'GET' | 'PUT', bearer?: string, body?: unknown) =>
  fetch(`${server.url}${PATH}`, {
    method,
    headers: {
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function preferences(response: Response): Promise<PlaybackPreferences> {
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return resourceOf(playbackPreferencesSchema).parse(await response.json()).data;
}

describe('playback preferences', () => {
  it('needs a signed-in user', async () => {
    for (const bearer of [undefined, 'stale.token']) {
      expect((await call('GET', bearer)).status).toBe(401);
      expect((await call('PUT', bearer, { autoplayNext: false })).status).toBe(401);
    }
  });

  it('are the defaults until the user changes one', async () => {
    const { token } = await registerAccount(server.url);
    expect(await preferences(await call('GET', token))).toEqual(DEFAULTS);
  });

  it('change only the fields a PUT names, and stay changed', async () => {
    const { token } = await registerAccount(server.url);
    expect(await preferences(await call('PUT', token, { subtitleLanguage: 'fa' }))).toEqual({
      ...DEFAULTS,
      subtitleLanguage: 'fa',
    });
    expect(await preferences(await call('PUT', token, { autoplayNext: false, audioLanguage: 'en' }))).toEqual(
      {
        subtitleLanguage: 'fa',
        audioLanguage: 'en',
        autoplayNext: false,
      },
    );
    // null turns subtitles off; an empty body changes nothing.
    expect(await preferences(await call('PUT', token, { subtitleLanguage: null }))).toEqual({
      subtitleLanguage: null,
      audioLanguage: 'en',
      autoplayNext: false,
    });
    expect(await preferences(await call('PUT', token, {}))).toEqual({
      subtitleLanguage: null,
      audioLanguage: 'en',
      autoplayNext: false,
    });
    expect(await preferences(await call('GET', token))).toEqual({
      subtitleLanguage: null,
      audioLanguage: 'en',
      autoplayNext: false,
    });
  });

  it('refuse a bad body with a Persian 422 and keep what was stored', async () => {
    const { token } = await registerAccount(server.url);
    await preferences(await call('PUT', token, { audioLanguage: 'fa' }));
    for (const body of [
      { autoplayNext: 'yes' },
      { subtitleLanguage: 'f' },
      { audioLanguage: 'x'.repeat(17) },
      { subtitleLanguage: 42 },
      { volume: 0.5 },
      [],
    ]) {
      const response = await call('PUT', token, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect((await readJson(response)).message).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await preferences(await call('GET', token))).toEqual({ ...DEFAULTS, audioLanguage: 'fa' });
  });

  it("are each user's own", async () => {
    const first = await registerAccount(server.url);
    const second = await registerAccount(server.url);
    await preferences(await call('PUT', first.token, { subtitleLanguage: 'en', autoplayNext: false }));
    expect(await preferences(await call('GET', second.token))).toEqual(DEFAULTS);
    await preferences(await call('PUT', second.token, { audioLanguage: 'fa' }));
    expect(await preferences(await call('GET', first.token))).toEqual({
      subtitleLanguage: 'en',
      audioLanguage: null,
      autoplayNext: false,
    });
    expect(await preferences(await call('GET', second.token))).toEqual({ ...DEFAULTS, audioLanguage: 'fa' });
  });
});
