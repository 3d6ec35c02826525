import { type SQL, sql } from 'drizzle-orm';
import type { Database, SqlTransaction } from './client.ts';

/**
 * A Drizzle transaction as the raw runner the import writer's statements take (`$1` parameters),
 * so one data module serves both the import's transaction and a use case that also audits through
 * Drizzle. Parameters are bound one by one: pass arrays as JSON, never as a bare array.
 */
export function rawQueryOf(tx: Database): Pick<SqlTransaction, 'query'> {
  return {
    async query<Row>(text: string, params: unknown[] = []): Promise<Row[]> {
      const chunks: SQL[] = text
        .split(/\$(\d+)/)
        .map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`));
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: Row[] };
      return result.rows;
    },
  };
}
