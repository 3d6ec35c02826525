// First: zod must know before any schema is built that it may not use eval (the CSP forbids it).
import './app/zod-without-eval.ts';
import './app/theme/global.css';
import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadAnalytics } from './app/analytics.ts';
import { App } from './app/app.tsx';
import { preloadPage } from './app/routes.tsx';
import { storeDarkMode } from './app/theme/theme.ts';
import { siteConfig } from './config/site.ts';
import { startAuth } from './features/auth/start-auth.ts';
import { createQueryClient } from './lib/query-client.ts';
import { hydrateServerState, readServerState } from './lib/server-state.ts';
import { listenForStaleChunks } from './lib/stale-chunks.ts';

// A page left open across a deployment asks for files the deployment removed: reload it (once).
listenForStaleChunks();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const serverState = readServerState();

// A page the server rendered (entry-server.tsx) is hydrated: its markup stays and comes alive, with
// the server's data in the cache so the first render matches it. Who is signed in is asked only
// after that render: the server drew the page for everyone, and the visitor's own parts (account
// menu, library buttons, continue watching) appear once it is known.
function hydratePage(state: DehydratedState) {
  const queryClient = createQueryClient();
  hydrateServerState(queryClient, state);
  // A transition: hydration yields to the browser every few milliseconds, as the first render does.
  startTransition(() => {
    hydrateRoot(
      container as HTMLElement,
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
  storeDarkMode();
  void startAuth();
}

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole page, so a phone stays responsive while it builds.
function renderPage() {
  const root = createRoot(container as HTMLElement);
  storeDarkMode();
  void startAuth();
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// The splash (or the server's page) stays until the page's code is in (a failed load is the page's
// error to show). Local storage is read and written then too: like matching the address to its
// page, it costs a few milliseconds, better spent in later tasks than in the modules' loading.
const start = serverState ? () => hydratePage(serverState) : renderPage;
setTimeout(() => preloadPage(window.location.pathname).then(start, start), 0);

loadAnalytics(siteConfig.analytics);
