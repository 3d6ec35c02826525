import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { acquireDataDirLock } from './lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Raw SQL access for the few places Drizzle does not fit: migrations, health checks, bulk loads. */
export interface SqlRunner {
  /** Runs one or more statements with no parameters (simple query protocol). */
  exec(sql: string): Promise<void>;
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs `work` inside one transaction on one connection. */
  transaction<T>(work: (tx: Omit<SqlRunner, 'transaction'>) => Promise<T>): Promise<T>;
}

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  sql: SqlRunner;
  /** Resolves when the database answers a query; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget = { databaseUrl: string } | { dataDir: string } | { inMemory: true };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('databaseUrl' in target) return openPostgres(target.databaseUrl);
  return openPglite('dataDir' in target ? target.dataDir : undefined);
}

// Each driver is imported only when used: loading both costs a quarter of a second at start-up.
async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
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
    });
  } catch (error) {
    releaseLock();
    throw error;
  }
  const runner: Omit<SqlRunner, 'transaction'> = {
    exec: async (text) => {
      await client.exec(text);
    },
    query: async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows,
  };
  return {
    kind: 'pglite',
    db: drizzlePglite({ client, schema }) as unknown as Database,
    sql: {
      ...runner,
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

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const [{ default: pgDriver }, { drizzle: drizzleNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pgDriver.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const asRunner = (client: pg.Pool | pg.PoolClient): Omit<SqlRunner, 'transaction'> => ({
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
    close: () => pool.end(),
  };
  await handle.ping(); // fail at start-up, with the server's reason, rather than on the first request
  return handle;
}
