import { randomUUID } from 'node:crypto';
import type { PlaybackReport } from '@pardeh/contract';

/** A play's report as the player sends it; a fresh play (session id) unless one is given. */
export const playbackReport = (
  titleId: number,
  fileId: number,
  overrides: Partial<PlaybackReport> = {},
): PlaybackReport => ({
  sessionId: randomUUID(),
  titleId,
  fileId,
  startupMs: 800,
  rebufferCount: 0,
  rebufferMs: 0,
  qualitySwitches: 0,
  fatalError: null,
  watchSeconds: 60,
  ...overrides,
});

/**
 * Posts a batch the way the player's `sendBeacon` does (a string body: `text/plain;charset=UTF-8`,
 * with the page's Origin), or as JSON when `as` is `json`.
 */
export function postPlaybackReports(
  baseUrl: string,
  body: unknown,
  { as = 'beacon', headers = {} }: { as?: 'beacon' | 'json'; headers?: Record<string, string> } = {},
): Promise<Response> {
  const contentType = as === 'beacon' ? 'text/plain;charset=UTF-8' : 'application/json';
  return fetch(`${baseUrl}/api/playback/reports`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...(as === 'beacon' ? { origin: baseUrl } : {}), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
