import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema/index.ts';
import { openTestDatabase } from '../support/test-database.ts';

/**
 * Migrations are hand-written SQL and the Drizzle schema is written beside them; this keeps the
 * two from drifting apart: every table and column Drizzle knows must exist, with its nullability.
 */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const tables = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable => value instanceof PgTable,
);

describe('Drizzle schema and migrations', () => {
  it.each(tables.map((table) => [getTableConfig(table).name, table] as const))(
    'table %s matches',
    async (name, table) => {
      const columns = await database.sql.query<{ column_name: string; is_nullable: 'YES' | 'NO' }>(
        'SELECT column_name, is_nullable FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1',
        [name],
      );
      const actual = Object.fromEntries(
        columns.map((column) => [column.column_name, column.is_nullable === 'NO']),
      );
      const expected = Object.fromEntries(
        getTableConfig(table).columns.map((column) => [column.name, column.notNull]),
      );
      expect(actual).toEqual(expect.objectContaining(expected));
      expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
    },
  );
});
