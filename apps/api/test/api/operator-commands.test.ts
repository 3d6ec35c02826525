import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/catalog-reference-data.ts';
import { useCommandEnvironment } from '../support/command-environment.ts';
import { runApiCli } from '../support/run-users-cli.ts';
import { openTestDatabase, testDatabaseKind } from '../support/test-database.ts';

const embedded = testDatabaseKind() === 'pglite';
// Each spawned command loads TypeScript through tsx and opens or reaches the database: seconds.
const TIMEOUT = 180_000;

describe(`operator commands (${testDatabaseKind()})`, () => {
  const env = useCommandEnvironment('pardeh-operator-', { SEED_CATALOGUE: 'false' });
  const noDatabaseAt = (dataDir: string) =>
    `There is no embedded database in ${dataDir}: nothing was created. Set DATA_DIR to the server's data directory (the folder holding pglite/), or DATABASE_URL for PostgreSQL (npm run db:migrate creates a new database).\n`;

  it.runIf(embedded)(
    'refuse a DATA_DIR without a database, naming it, and create nothing',
    { timeout: TIMEOUT },
    async () => {
      const absent = path.join(os.tmpdir(), `pardeh-absent-${randomBytes(4).toString('hex')}`);
      const commands: [string, string[]][] = [
        ['users.ts', ['promote', 'sara@example.com']],
        ['requests.ts', ['list']],
        ['plans.ts', ['list']],
        ['payments.ts', ['list']],
        ['catalog.ts', ['seed']],
        ['images.ts', ['status']],
      ];
      const results = await Promise.all(
        commands.map(([script, args]) => runApiCli(script, args, { DATA_DIR: absent })),
      );
      for (const result of results) {
        expect(result).toEqual({ code: 1, stdout: '', stderr: noDatabaseAt(absent) });
      }
      expect(fs.existsSync(absent)).toBe(false);

      // `npm run` runs in the repository's root: a relative DATA_DIR is read from there.
      const relative = `var-absent-${randomBytes(4).toString('hex')}`;
      const fromRoot = await runApiCli('users.ts', ['promote', 'sara@example.com'], { DATA_DIR: relative });
      expect(fromRoot.stderr).toBe(noDatabaseAt(path.join(repoRoot, relative)));
      expect(fs.existsSync(path.join(repoRoot, relative))).toBe(false);

      const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-empty-'));
      try {
        const refused = await runApiCli('users.ts', ['promote', 'sara@example.com'], { DATA_DIR: empty });
        expect(refused.code).toBe(1);
        expect(refused.stderr).toBe(noDatabaseAt(empty));
        expect(fs.readdirSync(empty)).toEqual([]);
      } finally {
        fs.rmSync(empty, { recursive: true, force: true });
      }
    },
  );

  it.runIf(!embedded)(
    'refuse a PostgreSQL database never migrated, and create no table',
    {
      timeout: TIMEOUT,
    },
    async () => {
      const bare = await openTestDatabase({ migrated: false });
      try {
        const url = new URL(bare.url ?? '');
        const result = await runApiCli('users.ts', ['promote', 'sara@example.com'], {
          DATA_DIR: env.DATA_DIR,
          DATABASE_URL: bare.url ?? '',
        });
        expect(result.code).toBe(1);
        expect(result.stderr).toBe(
          `Database: PostgreSQL at ${url.hostname}:${url.port}${url.pathname}\n` +
            `PostgreSQL at ${url.hostname}:${url.port}${url.pathname} holds no Pardeh tables (never migrated): nothing was changed. Set DATABASE_URL to the site's database (npm run db:migrate prepares a new one).\n`,
        );
        const [tables] = await bare.sql.query<{ count: number }>(
          "SELECT count(*)::int AS count FROM pg_tables WHERE schemaname = 'public'",
        );
        expect(tables?.count).toBe(0);
      } finally {
        await bare.close();
      }
    },
  );
});
