import type { SqlTransaction } from '../../db/client.ts';

/**
 * The SQL shapes of the import writer's batches: the columns of titles and people as the writer
 * reads and writes them, and the JSON recordset one batch travels in.
 */

export type Tx = SqlTransaction;

/** One column a writer reads and writes: the row property, the SQL column and its SQL type. */
export interface ColumnSpec<Row> {
  key: keyof Row & string;
  column: string;
  type: 'text' | 'text[]' | 'integer' | 'smallint' | 'numeric' | 'real' | 'date';
}

/** `col::text AS "key"` etc., so both drivers hand back the same plain JSON-like values. */
export function selectList<Row>(columns: ColumnSpec<Row>[]): string {
  return columns
    .map(({ key, column, type }) => {
      if (type === 'date') return `${column}::text AS "${key}"`;
      if (type === 'numeric') return `${column}::float8 AS "${key}"`;
      // real::text is the shortest exact form ("106.361"), so it compares equal to what was written.
      if (type === 'real') return `${column}::text::float8 AS "${key}"`;
      return `${column} AS "${key}"`;
    })
    .join(', ');
}

/** `jsonb_to_recordset($n::jsonb) AS r(col type, ...)`: one parameter carries a whole batch of rows. */
export function recordset<Row>(columns: ColumnSpec<Row>[], parameter: number, extra: string[] = []): string {
  const definitions = [...extra, ...columns.map(({ column, type }) => `${column} ${type}`)];
  return `jsonb_to_recordset($${parameter}::jsonb) AS r(${definitions.join(', ')})`;
}

/** A row as the JSON object `recordset` reads: SQL column names as keys. */
export function toRecord<Row>(columns: ColumnSpec<Row>[], row: Row, extra: Record<string, unknown> = {}) {
  const record: Record<string, unknown> = { ...extra };
  for (const { key, column } of columns) record[column] = row[key] ?? null;
  return record;
}
