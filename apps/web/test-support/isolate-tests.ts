import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy… and waitFor give up after one second by default: the web tests share two cores with
// the API projects' servers and databases, where a dialog's lazy chunk took longer (a failure
// with nothing wrong but the load). A real absence still fails, five seconds later.
configure({ asyncUtilTimeout: 5_000 });

// The web tests share one jsdom per worker (`isolate: false`: setting up jsdom and React for
// each file took 55 of the project's 90 seconds), so each test leaves the document and the
// globals as it found them.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
