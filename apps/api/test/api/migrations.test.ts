import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { listMigrations, migrate } from '../../src/db/migrate.ts';
import { openTestDatabase } from '../support/test-database.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase(); // already migrated once
});
afterAll(() => database.close());

describe('migrations', () => {
  it('records every migration once and applies nothing on a second run', async () => {
    const recorded = await database.sql.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(recorded.map((row) => row.id)).toEqual(listMigrations().map((migration) => migration.id));
    expect(await migrate(database.sql)).toEqual([]);
  });

  it('enables pg_trgm, including on Persian text', async () => {
    const [row] = await database.sql.query<{ similar: boolean }>(
      "SELECT similarity('مارمولک', 'مارمولک ۲') > 0.3 AS similar",
    );
    expect(row?.similar).toBe(true);
  });

  it('refuses to run when an applied migration was edited', async () => {
    const edited = listMigrations().map((migration, index) =>
      index === 0 ? { ...migration, checksum: 'changed' } : migration,
    );
    await expect(migrate(database.sql, edited)).rejects.toThrow(/was changed after it was applied/);
  });

  it('rolls back every statement of a failing migration', async () => {
    const failing = [
      ...listMigrations(),
      {
        id: '9999_broken',
        sql: 'CREATE TABLE half_done (id int); SELECT * FROM missing_table;',
        checksum: 'x',
      },
    ];
    await expect(migrate(database.sql, failing)).rejects.toThrow();
    const [row] = await database.sql.query<{ exists: boolean }>(
      "SELECT to_regclass('half_done') IS NOT NULL AS exists",
    );
    expect(row?.exists).toBe(false);
  });
});
