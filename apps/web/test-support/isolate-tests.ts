import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The web tests share one jsdom per worker (`isolate: false`: setting up jsdom and React for
// each file took 55 of the project's 90 seconds), so each test leaves the document and the
// globals as it found them.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
