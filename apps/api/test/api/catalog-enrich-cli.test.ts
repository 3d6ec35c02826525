import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { hasReferenceData, runCatalogCommand } from '../support/catalog-reference-data.ts';
import { databaseLine, openCommandDatabase, useCommandEnvironment } from '../support/command-environment.ts';
import { testDatabaseKind } from '../support/test-database.ts';
import { startTmdbServer, type TmdbServer } from '../support/tmdb-server.ts';

/** `npm run catalog -- enrich` as a separate process, against a throwaway database and a local TMDB. */
describe.runIf(hasReferenceData)(`catalog enrich command (${testDatabaseKind()})`, () => {
  const env = useCommandEnvironment('pardeh-enrich-cli-', { TMDB_API_KEY: '' }, { migrated: false });
  let tmdb: TmdbServer;

  beforeAll(async () => {
    tmdb = await startTmdbServer();
    // The titles go in before the command runs; the embedded database is closed again for it.
    const database = await openCommandDatabase(env);
    try {
      await migrate(database.sql);
      const make = catalogFactory(database);
      await make.title({ titleEn: 'Fight Club', imdbId: 'tt0137523', imdbVotes: 2 });
      await make.title({ titleEn: 'Nowhere', imdbId: 'tt0000001', imdbVotes: 1 });
      await make.title({ titleEn: 'No Ids' });
    } finally {
      await database.close();
    }
  });
  afterAll(async () => {
    await tmdb?.close();
  });

  const withTmdb = () => ({
    ...env,
    TMDB_API_KEY: tmdb.apiKey,
    TMDB_API_BASE_URL: tmdb.url,
    TMDB_IMAGE_BASE_URL: 'https://images.test/t/p',
  });

  it('--status counts the titles with an IMDb or TMDB id, all pending before a run', {
    timeout: 60_000,
  }, async () => {
    const result = await runCatalogCommand(['enrich', '--status'], env);
    expect(result.stderr).toBe(databaseLine(env));
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/2 titles with an IMDb or TMDB id/);
    expect(result.stdout).toMatch(/done\s+0\n/);
    expect(result.stdout).toMatch(/pending\s+2\n/);
  });

  it('needs TMDB_API_KEY to run', { timeout: 60_000 }, async () => {
    const result = await runCatalogCommand(['enrich'], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Set TMDB_API_KEY/);
  });

  it('runs one pass in the foreground and reports it; --status then counts it', {
    timeout: 60_000,
  }, async () => {
    const result = await runCatalogCommand(['enrich'], withTmdb());
    expect(result.stderr).toBe(databaseLine(env)); // no progress bar: stderr is not a terminal
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /TMDB enrichment finished after [\d.]+ s: 1 filled, 1 not found, 0 to retry, 0 given up/,
    );
    expect(tmdb.requests).toContain('/movie/550?language=fa-IR');

    const status = await runCatalogCommand(['enrich', '--status'], env);
    expect(status.stderr).toBe(databaseLine(env));
    expect(status.stdout).toMatch(/done\s+1\n/);
    expect(status.stdout).toMatch(/pending\s+0\n/);
    expect(status.stdout).toMatch(/not found\s+1 {2}\(TMDB does not know them\)/);

    const again = await runCatalogCommand(['enrich', '--retry'], withTmdb());
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/Queued 1 titles again/);
    expect(again.stdout).toMatch(/0 filled, 1 not found/);
  });

  it.runIf(testDatabaseKind() === 'pglite')(
    'refuses a DATA_DIR another command holds, --status included',
    { timeout: 60_000 },
    async () => {
      // This test process stands in for another command holding the embedded database (a running
      // server would run the command itself: operator-commands.test.ts).
      fs.writeFileSync(path.join(env.DATA_DIR, 'pardeh.lock'), String(process.pid));
      try {
        const result = await runCatalogCommand(['enrich', '--status'], env);
        expect(result.code).toBe(1);
        expect(result.stderr).toMatch(/in use by process \d+, which takes no operator commands/);
      } finally {
        fs.rmSync(path.join(env.DATA_DIR, 'pardeh.lock'), { force: true });
      }
    },
  );
});
