import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Plan, TitleResult, User } from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchCurrentUser, registerAccount } from '../support/auth-client.ts';
import { repoRoot } from '../support/catalog-reference-data.ts';
import {
  databaseLine as commandDatabaseLine,
  useCommandEnvironment,
} from '../support/command-environment.ts';
import { readJson } from '../support/read-json.ts';
import { type ServerProcess, startServerProcess } from '../support/run-server-process.ts';
import { runApiCli, startApiCli } from '../support/run-users-cli.ts';
import { openTestDatabase, testDatabaseKind } from '../support/test-database.ts';

const embedded = testDatabaseKind() === 'pglite';
// Each spawned command loads TypeScript through tsx and opens or reaches the database: seconds.
const TIMEOUT = 180_000;

/**
 * A stand-in for TMDB whose answer for one movie waits until the test releases it, so a command
 * can be caught while it runs; it answers 404 (TMDB's "not found") then, and to anything else.
 */
async function startHeldTmdb() {
  let hold: { reached: () => void; released: Promise<void> } | undefined;
  const server = http.createServer((request, response) => {
    const notFound = () =>
      response
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status_code: 34, status_message: 'not found' }));
    if (hold && request.url?.startsWith('/3/movie/4242?')) {
      hold.reached();
      void hold.released.then(notFound);
    } else {
      notFound();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/3`,
    /** Holds the next request for movie 4242: `reached` resolves when it arrives. */
    holdNext() {
      let reached!: () => void;
      let release!: () => void;
      const arrived = new Promise<void>((resolve) => {
        reached = resolve;
      });
      hold = { reached, released: new Promise((resolve) => (release = resolve)) };
      return { arrived, release };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe(`operator commands (${testDatabaseKind()})`, () => {
  let tmdb: Awaited<ReturnType<typeof startHeldTmdb>>;
  const env = useCommandEnvironment('pardeh-operator-', {
    SEED_CATALOGUE: 'false',
    IMAGE_FETCH: 'false',
    // Info: the server logs when a command is asked to stop, which the tests wait for.
    LOG_LEVEL: 'info',
    TMDB_API_KEY: 'test-key',
  });
  beforeAll(async () => {
    tmdb = await startHeldTmdb();
    env.TMDB_API_BASE_URL = tmdb.url;
  });
  afterAll(() => tmdb?.close());

  const socketPath = () => path.join(env.DATA_DIR, 'operator.sock');
  // Commands on PostgreSQL connect themselves: no server in between.
  const databaseLine = (server?: ServerProcess) =>
    commandDatabaseLine(env, embedded ? server?.child.pid : undefined);
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

  it('work while the server serves, and the site shows their effect at once', {
    timeout: TIMEOUT,
  }, async () => {
    const server = await startServerProcess(env);
    const base = server.url.replace(/\/$/, '');
    const importDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-operator-import-'));
    try {
      if (embedded) {
        const socket = fs.statSync(socketPath());
        expect(socket.isSocket()).toBe(true);
        expect(socket.mode & 0o777).toBe(0o600);
      } else {
        // Several processes may open PostgreSQL: commands connect themselves, the server takes none.
        expect(fs.existsSync(socketPath())).toBe(false);
      }

      const account = await registerAccount(base);
      const promoted = await runApiCli('users.ts', ['promote', account.email], env);
      expect(promoted).toEqual({
        code: 0,
        stdout: `${account.email} is now an administrator.\n`,
        stderr: databaseLine(server),
      });
      const me = await readJson<{ data: User }>(await fetchCurrentUser(base, account.token));
      expect(me.data.isAdmin).toBe(true);

      // Plans are answered from the catalogue's cache: asked once here, the new one must show at once.
      const plansBefore = await readJson<{ data: Plan[] }>(await fetch(`${base}/api/premium/plans`));
      const added = await runApiCli(
        'plans.ts',
        ['add', '--name', 'اشتراک اپراتور', '--days', '30', '--price-rial', '500000'],
        env,
      );
      expect(added.stderr).toBe(databaseLine(server));
      expect(added.code).toBe(0);
      const plansAfter = await readJson<{ data: Plan[] }>(await fetch(`${base}/api/premium/plans`));
      const names = (plans: { data: Plan[] }) => plans.data.map((plan) => plan.name).sort();
      expect(names(plansAfter)).toEqual([...names(plansBefore), 'اشتراک اپراتور'].sort());

      // A catalogue import, its folder named relative to where the operator typed the command.
      const netflix = path.join(importDir, 'netflix');
      fs.mkdirSync(netflix);
      fs.writeFileSync(
        path.join(netflix, 'titles.csv'),
        'id,title,type,description,release_year,age_certification,runtime,genres,production_countries,seasons,imdb_id,imdb_score,imdb_votes,tmdb_popularity,tmdb_score\n' +
          "tm900001,Operator Socket Film,MOVIE,A film imported through the server.,2024,,95,['drama'],['IR'],,tt9900001,7.5,1200.0,3.0,7.1\n",
      );
      fs.writeFileSync(path.join(netflix, 'credits.csv'), 'id,title_id,name,character,role\n');
      const search = async () =>
        (
          await readJson<{ data: TitleResult[] }>(
            await fetch(`${base}/api/titles/search?query=${encodeURIComponent('Operator Socket')}`),
          )
        ).data.map((title) => title.titleEn);
      expect(await search()).toEqual([]);
      const imported = await runApiCli('catalog.ts', ['import', 'netflix', 'netflix'], {
        ...env,
        INIT_CWD: importDir,
      });
      expect(imported.stderr).toBe(databaseLine(server));
      expect(imported.stdout).toMatch(/titles\s+1 inserted/);
      expect(imported.code).toBe(0);
      expect(await search()).toEqual(['Operator Socket Film']);

      // Usage errors come back as they would from the command's own process.
      const unknown = await runApiCli('users.ts', ['frobnicate', 'sara@example.com'], env);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toMatch(/^Database: .*\nUsage: npm run users -- <command> <email>/);
      const badId = await runApiCli('plans.ts', ['update', 'x', '--name', 'بی‌نام'], env);
      expect(badId.code).toBe(1);
      expect(badId.stderr).toMatch(/Invalid plan id: x/);
      const badOption = await runApiCli('catalog.ts', ['import', 'netflix', netflix, '--bogus'], env);
      expect(badOption.code).toBe(1);
      expect(badOption.stderr).toMatch(
        /Unknown option '--bogus'[\s\S]*Usage:\n {2}npm run catalog -- import/,
      );
    } finally {
      expect(await server.stop()).toBe(0);
      fs.rmSync(importDir, { recursive: true, force: true });
    }
    expect(fs.existsSync(socketPath())).toBe(false);
  });

  it('stop a running import on Ctrl+C, which writes nothing; the server serves on', {
    timeout: TIMEOUT,
  }, async () => {
    const server = await startServerProcess(env);
    try {
      const held = tmdb.holdNext();
      const command = startApiCli('catalog.ts', ['import', 'tmdb-api', '--ids', '4242'], env);
      await held.arrived;
      // TMDB's answers are fetched before the import's transaction opens: the site still answers.
      const health = await fetch(`${server.url}api/health`, { signal: AbortSignal.timeout(10_000) });
      expect(health.status).toBe(200);
      command.child.kill('SIGINT');
      await command.stderrMatches(/Stopping…/);
      // Through the server, the stop travels over the socket: wait until the server has it.
      if (embedded) await server.outputMatches(/operator command asked to stop/);
      held.release();
      const result = await command.result;
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        `${databaseLine(server)}Stopping… (once more to leave at once)\nImport stopped before it finished: nothing was written.\n`,
      );
      expect(result.stdout).toBe('');

      const next = await runApiCli('images.ts', ['status'], env);
      expect(next.code).toBe(0);
      expect(next.stdout).toMatch(
        /^pending \d+ {2}stored \d+ {2}failed \d+\ntitles: \d+, real picture \d+, rendered \d+ .*\npeople: \d+, .*\n$/,
      );
      expect((await fetch(`${server.url}api/health`)).status).toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it.runIf(embedded)(
    'a stopping server ends the command it runs, then removes its socket',
    { timeout: TIMEOUT },
    async () => {
      const server = await startServerProcess(env);
      const held = tmdb.holdNext();
      const command = startApiCli('catalog.ts', ['import', 'tmdb-api', '--ids', '4242'], env);
      await held.arrived;
      const exited = server.stop('SIGTERM');
      await server.outputMatches(/"reason":"the server is stopping".*operator command asked to stop/);
      held.release();
      const result = await command.result;
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        `${databaseLine(server)}Import stopped before it finished: nothing was written.\n`,
      );
      expect(await exited).toBe(0);
      expect(fs.existsSync(socketPath())).toBe(false);
    },
  );

  it.runIf(embedded)(
    'refuse while a process that is no server holds the database; replace what a killed server left',
    { timeout: TIMEOUT },
    async () => {
      const lockFile = path.join(env.DATA_DIR, 'pardeh.lock');
      // This test process stands in for another command holding the embedded database.
      fs.writeFileSync(lockFile, String(process.pid));
      try {
        const refused = await runApiCli('users.ts', ['promote', 'sara@example.com'], env);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toBe(
          `The embedded database in ${env.DATA_DIR} is in use by process ${process.pid}, which takes no operator commands (nothing answers on ${socketPath()}): another command, or a server still starting. Try again once it has finished.\n`,
        );
      } finally {
        fs.rmSync(lockFile, { force: true });
      }

      // A killed server leaves its lock and its socket: a command takes the database over itself.
      const killed = await startServerProcess(env);
      await killed.stop('SIGKILL');
      expect(fs.existsSync(socketPath())).toBe(true);
      const alone = await runApiCli('images.ts', ['status'], env);
      expect(alone.stderr).toBe(databaseLine());
      expect(alone.code).toBe(0);

      // The next server replaces the dead socket with its own.
      const server = await startServerProcess(env);
      try {
        const through = await runApiCli('images.ts', ['status'], env);
        expect(through.stderr).toBe(databaseLine(server));
        expect(through.code).toBe(0);
      } finally {
        expect(await server.stop()).toBe(0);
      }
    },
  );
});
