import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SqlRunner } from './client.ts';

const migrationsDir = path.join(import.meta.dirname, 'migrations');

export interface Migration {
  id: string;
  sql: string;
  checksum: string;
}

/** Migrations are `NNNN_name.sql` files, applied once each in name order, on both databases. */
export function listMigrations(dir = migrationsDir): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name), 'utf8');
      return {
        id: name.replace(/\.sql$/, ''),
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    });
}

// Any fixed number: it names the advisory lock that keeps two starting instances from migrating at once.
const MIGRATION_LOCK_KEY = 7_305_202;

/**
 * Applies every pending migration in one transaction, under an advisory lock so that two
 * instances starting together migrate once: a failing migration leaves none of them applied.
 * Returns the ids it applied.
 */
export async function migrate(sql: SqlRunner, migrations = listMigrations()): Promise<string[]> {
  await sql.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id text PRIMARY KEY,
    checksum text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  return sql.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    const applied = new Map(
      (await tx.query<{ id: string; checksum: string }>('SELECT id, checksum FROM schema_migrations')).map(
        (row) => [row.id, row.checksum],
      ),
    );
    const done: string[] = [];
    for (const migration of migrations) {
      const appliedChecksum = applied.get(migration.id);
      if (appliedChecksum !== undefined) {
        if (appliedChecksum !== migration.checksum) {
          throw new Error(
            `Migration ${migration.id} was changed after it was applied. Add a new migration instead of editing an old one.`,
          );
        }
        continue;
      }
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id, checksum) VALUES ($1, $2)', [
        migration.id,
        migration.checksum,
      ]);
      done.push(migration.id);
    }
    return done;
  });
}
