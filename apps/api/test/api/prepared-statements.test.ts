import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { openTestDatabase, testDatabaseKind } from '../support/test-database.ts';

/** `sql.prepared`: hot reads planned once per connection, with parameters passed safely on both drivers. */
describe(`prepared statements (${testDatabaseKind()})`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  const echo = (params: (number | string | boolean | null)[]) =>
    database.sql.prepared<{ n: number | null; t: string | null; b: boolean | null }>(
      'echo_parameters',
      'SELECT $1::int AS n, $2::text AS t, $3::boolean AS b',
      params,
    );

  it('answers each call with its own parameters, text quoted so nothing is read as SQL', async () => {
    expect(await echo([7, 'سلام', true])).toEqual([{ n: 7, t: 'سلام', b: true }]);
    const hostile = "x'); DROP TABLE titles; --";
    expect(await echo([-3, hostile, false])).toEqual([{ n: -3, t: hostile, b: false }]);
    expect(await echo([null, 'it\'s \\ a "test"', null])).toEqual([
      { n: null, t: 'it\'s \\ a "test"', b: null },
    ]);
    expect(
      (await database.sql.query<{ count: number }>('SELECT count(*)::int AS count FROM titles'))[0],
    ).toBeDefined();
  });

  it('refuses names that are not plain identifiers and numbers that are not finite', async () => {
    await expect(database.sql.prepared('bad name; --', 'SELECT 1', [])).rejects.toThrow();
    if (database.kind === 'pglite') await expect(echo([Number.NaN, '', true])).rejects.toThrow(/finite/);
  });
});
