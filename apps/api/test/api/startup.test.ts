import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFailingServerProcess, startServerProcess } from '../support/run-server-process.ts';
import { openTestDatabase, testDatabaseKind } from '../support/test-database.ts';

/** The real entry point (`npm start` without the web build step), as an operator runs it. */
describe(`starting the server (${testDatabaseKind()})`, () => {
  let dataDir: string;
  let databaseEnv: Record<string, string>;
  let closeDatabase = async () => {};

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-start-'));
    // No default catalogue: these tests are about starting and stopping, not about titles.
    databaseEnv = { DATA_DIR: dataDir, SEED_CATALOGUE: 'false' };
    if (testDatabaseKind() === 'postgres') {
      const database = await openTestDatabase({ migrated: false }); // the server migrates it from scratch
      databaseEnv.DATABASE_URL = database.url ?? '';
      closeDatabase = () => database.close();
    }
  });
  afterAll(async () => {
    await closeDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'migrates, serves /api/health, and exits cleanly on %s',
    async (signal) => {
      const server = await startServerProcess(databaseEnv);
      const response = await fetch(`${server.url}api/health`);
      expect(response.status).toBe(200);
      expect(await server.stop(signal)).toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'pardeh.lock'))).toBe(false);
    },
  );

  it.runIf(testDatabaseKind() === 'pglite')(
    'refuses a second process on the same embedded database',
    async () => {
      const first = await startServerProcess(databaseEnv);
      try {
        const second = await runFailingServerProcess(databaseEnv);
        expect(second.code).toBe(1);
        expect(second.output).toMatch(new RegExp(`in use by process ${first.child.pid}`));
      } finally {
        await first.stop();
      }
    },
  );

  it('rejects bad configuration with a message naming each variable', async () => {
    const result = await runFailingServerProcess({ ...databaseEnv, PORT: 'eighty', LOG_LEVEL: 'loud' });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/Invalid configuration/);
    expect(result.output).toMatch(/PORT/);
    expect(result.output).toMatch(/LOG_LEVEL/);
  });
});
