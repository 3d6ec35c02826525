// First: zod must know before any schema is built that it may not use eval (the CSP forbids it).
import './app/zod-without-eval.ts';
import './app/theme/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadAnalytics } from './app/analytics.ts';
import { App } from './app/app.tsx';
import { preloadPage } from './app/routes.tsx';
import { storeDarkMode } from './app/theme/theme.ts';
import { siteConfig } from './config/site.ts';
import { startAuth } from './features/auth/start-auth.ts';
import { listenForStaleChunks } from './lib/stale-chunks.ts';

// A page left open across a deployment asks for files the deployment removed: reload it (once).
listenForStaleChunks();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);
// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole page, so a phone stays responsive while it builds.
const render = () =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
// The splash stays until the page's code is in (a failed load is the page's error to show). Local
// storage is read and written then too: like matching the address to its page, it costs a few
// milliseconds, better spent in later tasks than in the modules' loading, the longest of all.
const start = () => {
  storeDarkMode();
  void startAuth();
  render();
};
setTimeout(() => preloadPage(window.location.pathname).then(start, start), 0);

loadAnalytics(siteConfig.analytics);
