import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inBeforeAll } from './before-all.ts';
import { type TestApp, useTestApp } from './test-app.ts';

/**
 * A server that serves a web build made of `files` (paths within the build, and their contents)
 * from a temporary folder: written in `beforeAll`, removed in `afterAll` after the server closed.
 */
export function useWebAppServer(
  files: Record<string, string | Buffer>,
  env: Record<string, string> = {},
): TestApp {
  const webDist = inBeforeAll(
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-web-dist-'));
      for (const [name, content] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
        fs.writeFileSync(path.join(dir, name), content);
      }
      return dir;
    },
    (dir) => fs.rmSync(dir, { recursive: true, force: true }),
  );
  return useTestApp(() => ({ WEB_DIST_DIR: webDist(), ...env }));
}
