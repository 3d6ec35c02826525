import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { acquireDataDirLock } from './lock.ts';
import * as schema from './schema/index.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Raw SQL access for the few places Drizzle does not fit: migrations, health checks, bulk loads. */
export interface SqlRunner {
  /** Runs one or more statements with no parameters (simple query protocol). */
  exec(sql: string): Promise<void>;
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /**
   * A hot read as a named prepared statement: planned once per connection, not on every call
   * (planning was two thirds of a title page's time on the embedded database). `params` may be
   * numbers, strings, booleans or null.
   */
  prepared<Row = Record<string, unknown>>(name: string, sql: string, params: PreparedParam[]): Promise<Row[]>;
  /** Runs `work` inside one transaction on one connection. */
  transaction<T>(work: (tx: SqlTransaction) => Promise<T>): Promise<T>;
}

/** What runs inside `SqlRunner.transaction`: plain statements on its one connection. */
export type SqlTransaction = Omit<SqlRunner, 'transaction' | 'prepared'>;

export type PreparedParam = number | string | boolean | null;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  sql: SqlRunner;
  /** Resolves when the database answers a query; rejects otherwise. */
  ping(): Promise<void>;
  /** The embedded database only: its data directory as an uncompressed tarball. */
  dumpDataDir?(): Promise<Blob>;
  /** PostgreSQL only: the pool's connections and the queries waiting for one (`metrics/`). */
  stats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/**
 * An in-memory database may start as a copy of another one's dump (`DatabaseHandle.dumpDataDir`): loading a dump
 * skips initdb and the migrations, a few seconds on each open. An empty DATA_DIR may too (a restored backup).
 */
export type DatabaseTarget =
  | ({ databaseUrl: string } & Partial<PostgresPoolOptions>)
  | { dataDir: string; copyOf?: Blob | File }
  | { inMemory: true; copyOf?: Blob | File };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('databaseUrl' in target) {
    const { databaseUrl, ...options } = target;
    return openPostgres(databaseUrl, { ...defaultPoolOptions, ...options });
  }
  return openPglite(
    'dataDir' in target ? target.dataDir : undefined,
    'copyOf' in target ? target.copyOf : undefined,
  );
}

// Each driver is imported only when used: loading both costs a quarter of a second at start-up.
async function openPglite(
  dataDir: string | undefined,
  copyOf: Blob | File | undefined,
): Promise<DatabaseHandle> {
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  const releaseLock = dataDir ? acquireDataDirLock(dataDir) : () => {};
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir ? path.join(dataDir, 'pglite') : undefined, {
      extensions: { pg_trgm },
      ...(copyOf ? { loadDataDir: copyOf } : {}),
    });
  } catch (error) {
    releaseLock();
    throw error;
  }
  const runner: SqlTransaction = {
    exec: async (text) => {
      await client.exec(text);
    },
    query: async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows,
  };
  // PGlite has one connection, so an SQL-level PREPARE lasts as long as the database is open.
  // EXECUTE takes its arguments as literals (the protocol cannot bind them to a utility statement).
  const preparedNames = new Set<string>();
  const prepared = async <Row>(name: string, text: string, params: PreparedParam[]) => {
    if (!preparedNames.has(name)) {
      await client.exec(`PREPARE ${sqlIdentifier(name)} AS ${text}`);
      preparedNames.add(name);
    }
    const args = params.length ? `(${params.map(sqlLiteral).join(', ')})` : '';
    return (await client.query<Row>(`EXECUTE ${sqlIdentifier(name)}${args}`)).rows;
  };
  return {
    kind: 'pglite',
    db: drizzlePglite({ client, schema }) as unknown as Database,
    sql: {
      ...runner,
      prepared,
      transaction: (work) =>
        client.transaction((tx) =>
          work({
            exec: async (text) => {
              await tx.exec(text);
            },
            query: async <Row>(text: string, params?: unknown[]) => (await tx.query<Row>(text, params)).rows,
          }),
        ),
    },
    ping: async () => {
      await client.query('select 1');
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    close: async () => {
      try {
        if (!client.closed) {
          // A checkpoint makes the next open fast and leaves nothing to recover.
          if (dataDir) await client.exec('CHECKPOINT');
          await client.close();
        }
      } finally {
        releaseLock();
      }
    },
  };
}

/** The PostgreSQL pool's limits (DATABASE_POOL_SIZE, DATABASE_STATEMENT_TIMEOUT_SECONDS). */
export interface PostgresPoolOptions {
  poolSize: number;
  /**
   * The most one statement, or a wait for a free connection, may take: the server cancels the
   * statement (57014) and the client stops waiting. 0: no limit (operator commands).
   */
  statementTimeoutMs: number;
}

const defaultPoolOptions: PostgresPoolOptions = { poolSize: 10, statementTimeoutMs: 5_000 };

/**
 * A stopped server refuses a connection at once, but an unreachable or frozen one accepts it and
 * then says nothing: give up on opening a connection after this.
 */
const CONNECT_TIMEOUT_MS = 1_000;

async function openPostgres(
  connectionString: string,
  { poolSize, statementTimeoutMs }: PostgresPoolOptions,
): Promise<DatabaseHandle> {
  const [{ default: pgDriver }, { drizzle: drizzleNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pgDriver.Pool({
    connectionString,
    max: poolSize,
    // pg uses one deadline for opening a connection and for waiting for a free one: a burst of
    // requests may queue for a pool slot as long as a statement may run, not just a second.
    connectionTimeoutMillis: Math.max(CONNECT_TIMEOUT_MS, statementTimeoutMs),
    // Both deadlines are needed: the server's frees the server from a runaway statement, the
    // client's (`query_timeout`) is the only one that runs when the server is frozen.
    ...(statementTimeoutMs > 0
      ? { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs }
      : {}),
    // Notices a server that vanished without closing the connection (a dropped network).
    keepAlive: true,
  });
  // A client losing its server emits `error`, idle (the pool's listener, re-emitted here) or
  // checked out between two queries (no listener of the pool's then): unheard, Node would exit.
  // Either way the next query reports it, and the pool drops the client on its release.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
    dropWhenBroken(client);
  });
  const asRunner = (client: pg.Pool | pg.PoolClient): SqlTransaction => ({
    exec: async (text) => {
      await client.query(text);
    },
    query: async <Row>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as Row[],
  });
  const handle: DatabaseHandle = {
    kind: 'postgres',
    db: drizzleNodePg({ client: pool, schema }) as unknown as Database,
    sql: {
      ...asRunner(pool),
      // node-postgres parses a named statement once per connection and reuses it after.
      prepared: async <Row>(name: string, text: string, values: PreparedParam[]) =>
        (await pool.query({ name: sqlIdentifier(name), text, values })).rows as Row[],
      transaction: async (work) => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await work(asRunner(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      },
    },
    ping: async () => {
      await pool.query('select 1');
    },
    stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
  await handle.ping(); // fail at start-up, with the server's reason, rather than on the first request
  return handle;
}

/**
 * A checked-out client whose connection broke, or whose query the client gave up on (it may still
 * be running on a frozen server), must leave the pool, even if its borrower never gives it back:
 * Drizzle's `transaction` does not release its client when `BEGIN` fails, and every such client
 * would hold a pool slot for good, until no request could get one and service never came back.
 * So the first such failure releases the client with its error (the pool drops it), and the
 * borrower's own release later does nothing. Runs once per new client, before its first checkout.
 */
function dropWhenBroken(client: pg.PoolClient): void {
  let poolRelease: ((error?: Error | boolean) => void) | undefined;
  let released = false;
  const release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    poolRelease?.(error);
  };
  // The pool assigns `release` on every checkout; keep its function and hand out the guarded one.
  Object.defineProperty(client, 'release', {
    configurable: true,
    get: () => release,
    set: (fromPool: (error?: Error | boolean) => void) => {
      poolRelease = fromPool;
      released = false;
    },
  });
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        // A statement the server cancelled (57014) leaves its connection fine.
        const cancelledByServer = (error as { code?: unknown }).code === '57014';
        if (!cancelledByServer && isDatabaseUnavailable(error)) release(error as Error);
      });
    }
    return result;
  };
}

/** A statement's name as SQL: the names are the code's own, so only plain ones are accepted. */
function sqlIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain statement name: ${name}`);
  return name;
}

/** A parameter as an SQL literal, for EXECUTE (standard_conforming_strings is on: only quotes double). */
function sqlLiteral(value: PreparedParam): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  if (value.includes('\0')) throw new Error('a text parameter holds NUL');
  return `'${value.replaceAll("'", "''")}'`;
}
