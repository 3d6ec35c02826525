import { chromium } from 'playwright-core';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps dialling hosts this machine cannot reach.
const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Chromium as a server the test files connect to (started once by the global setup, app-server.ts). */
export const launchBrowserServer = () =>
  chromium.launchServer({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
