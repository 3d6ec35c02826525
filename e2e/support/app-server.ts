import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerProcess } from '../../apps/api/test/support/run-server-process.ts';
import { prepareOperatorDatabase } from './admin-user.ts';
import { launchBrowserServer } from './chromium-server.ts';
import { E2E_MEDIA_PASS_SECONDS } from './media-pass.ts';
import { seedWithUpcomingTitles } from './upcoming-titles.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    browserEndpoint: string;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Global setup of the browser tests: the real built app (`apps/web/dist`, built by `npm test`
 * beforehand) served by the built server production runs (`apps/api/dist`, rebuilt here if its
 * sources changed: that takes a second) on a free port, over a throwaway DATA_DIR holding the demo
 * catalogue, two upcoming films and an operator account; and one Chromium the files connect to.
 */
export default async function startApp(project: TestProject) {
  // E2E_WEB_DIST_DIR: a build elsewhere (`vite build --outDir …`), so parallel work does not share one.
  const webDist = process.env.E2E_WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('The web app is not built: run `npm run build` first.');
  }
  execFileSync(process.execPath, ['scripts/prepare-build.mjs', '--only', 'api'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-e2e-'));
  // An operator (operatorAccount) for tests that answer as the team through /api/admin/*.
  await prepareOperatorDatabase(dataDir, (database) => seedWithUpcomingTitles(database, dataDir));
  // Files run side by side and each registers its own users: more sign-ups a minute from one
  // address than a person makes (the limit itself is tested in the API suite). Premium players beat
  // every second, so a play stopped from another device learns it at once.
  const server = await startServerProcess(
    {
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      AUTH_RATE_LIMIT_PER_IP: '200',
      STREAM_HEARTBEAT_SECONDS: '1',
      MEDIA_SIGNATURE_SECONDS: String(E2E_MEDIA_PASS_SECONDS),
      // Pictures are drawn as pages ask for them; drawing the whole catalogue ahead would only
      // take the cores the browser tests need.
      ARTWORK_RENDER: 'false',
    },
    { from: 'built' },
  );
  project.provide('appUrl', server.url.replace(/\/$/, ''));
  const browserServer = await launchBrowserServer();
  project.provide('browserEndpoint', browserServer.wsEndpoint());
  return async () => {
    await browserServer.close();
    await server.stop('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
