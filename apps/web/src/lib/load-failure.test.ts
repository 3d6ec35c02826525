import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { failureKindOf, isChunkLoadFailure, isConnectionFailure } from './load-failure.ts';

/** A failed dynamic import as each browser reports it, and Vite's preload helper. */
const chunkFailures = [
  new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:8080/assets/contact-abc.js'),
  new TypeError('error loading dynamically imported module: http://127.0.0.1:8080/assets/contact-abc.js'),
  new TypeError('Importing a module script failed.'),
  new Error('Unable to preload CSS for /assets/contact-abc.css'),
];
/** A fetch that got no answer, in Chromium, Firefox and Safari. */
const fetchFailures = [
  new TypeError('Failed to fetch'),
  new TypeError('NetworkError when attempting to fetch resource.'),
  new TypeError('Load failed'),
];

describe('failure classification', () => {
  it('knows a chunk that did not arrive in every browser’s words', () => {
    for (const error of chunkFailures) expect(isChunkLoadFailure(error), error.message).toBe(true);
    for (const error of [...fetchFailures, new Error('x is not a function'), 'Failed to fetch dynamically']) {
      expect(isChunkLoadFailure(error)).toBe(false);
    }
  });

  it('counts the API client’s status 0, failed fetches and failed chunks as connection failures', () => {
    for (const error of [new ApiError(0, 'no answer'), ...fetchFailures, ...chunkFailures]) {
      expect(isConnectionFailure(error), String(error)).toBe(true);
    }
    for (const error of [
      new ApiError(500, 'x'),
      new ApiError(503, 'x'),
      new ApiError(404, 'x'),
      new Error('Failed to fetch'), // not a TypeError: the app's own error with those words
      new TypeError('Cannot read properties of undefined'),
      null,
      undefined,
    ]) {
      expect(isConnectionFailure(error), String(error)).toBe(false);
    }
  });

  it('says offline or unreachable after what the browser believes', () => {
    for (const error of [new ApiError(0, 'x'), fetchFailures[0], chunkFailures[0]]) {
      expect(failureKindOf(error, false)).toBe('offline');
      expect(failureKindOf(error, true)).toBe('unreachable');
    }
  });

  it('says unavailable for a 503 and other for the rest', () => {
    expect(failureKindOf(new ApiError(503, 'پایگاه داده در دسترس نیست'), true)).toBe('unavailable');
    expect(failureKindOf(new ApiError(503, 'x'), false)).toBe('unavailable');
    for (const error of [
      new ApiError(500, 'x'),
      new ApiError(404, 'x'),
      new Error('render failed'),
      'text',
    ]) {
      expect(failureKindOf(error, true)).toBe('other');
      expect(failureKindOf(error, false)).toBe('other');
    }
  });

  it('reads the browser’s belief by default', () => {
    expect(failureKindOf(new ApiError(0, 'x'))).toBe(navigator.onLine ? 'unreachable' : 'offline');
  });
});
