import type { SqlTransaction } from '../../db/client.ts';

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

/** Reserves `count` ids of a serial column, so inserted rows can be linked before they exist. */
export async function allocateIds(tx: Tx, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await tx.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence('${table}', 'id'))::int AS id FROM generate_series(1, $1::int)`,
    [count],
  );
  return rows.map((row) => row.id);
}

/** `existing` with each unknown value taken from `incoming`: known stored values are never replaced. */
export function fillEmpty<Row extends object>(existing: Row, incoming: Row): Row {
  const row = { ...existing };
  for (const key of Object.keys(incoming) as Array<keyof Row>) {
    if (!isKnown(row[key])) row[key] = incoming[key];
  }
  return row;
}

/** Whether a value carries information: unknown values never replace known ones. */
export function isKnown(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'number') return Number.isFinite(value);
  return true;
}

export function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let index = 0; index < items.length; index += size) chunks.push(items.slice(index, index + size));
  return chunks;
}
