import type { ImportSummary } from './import-summary.ts';
import { type SourceKey, sourceKeyOf } from './import-types.ts';
import { allocateIds, type ColumnSpec, recordset, selectList, type Tx, toRecord } from './record-table.ts';

/** Titles and people share one write path: matched by source id, then by IMDb id, merged, batched. */
export interface RecordKind<Input extends SourceKey & { imdbId?: string | null }, Row> {
  entity: 'titles' | 'people';
  table: string;
  sourcesTable: string;
  sourceFk: string;
  columns: ColumnSpec<Row>[];
  merge(existing: Row | undefined, input: Input): Row;
  imdbIdOf(row: Row): string | null;
}

/** Ids written during one import, so later batches (credits, collections) can link to them. */
export type KnownIds = Map<string, number>;

interface Slot<Row> {
  id?: number;
  row: Row;
  before?: string;
}

/**
 * Upserts one batch. Returns the id of every input's record. Inputs listed twice in one import
 * (by source key) are written once; two inputs sharing an IMDb id become one record.
 */
export async function upsertRecords<Input extends SourceKey & { imdbId?: string | null }, Row>(
  tx: Tx,
  kind: RecordKind<Input, Row>,
  inputs: Input[],
  known: KnownIds,
  summary: ImportSummary,
): Promise<Map<Input, number>> {
  const fresh = inputs.filter((input) => !known.has(sourceKeyOf(input)));
  const bySource = await lookUpSourceIds(tx, kind, fresh);
  const imdbIds = [...new Set(fresh.map((input) => input.imdbId).filter((id): id is string => Boolean(id)))];
  const byImdb = new Map<string, number>();
  if (imdbIds.length > 0) {
    const rows = await tx.query<{ id: number; imdbId: string }>(
      `SELECT id, imdb_id AS "imdbId" FROM ${kind.table} WHERE imdb_id IN (SELECT jsonb_array_elements_text($1::jsonb))`,
      [JSON.stringify(imdbIds)],
    );
    for (const row of rows) byImdb.set(row.imdbId, row.id);
  }
  const existingIds = [...new Set([...bySource.values(), ...byImdb.values()])];
  const slots = new Map<number, Slot<Row>>();
  if (existingIds.length > 0) {
    const rows = await tx.query<Row & { id: number }>(
      `SELECT id, ${selectList(kind.columns)} FROM ${kind.table} WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb)::int)`,
      [JSON.stringify(existingIds)],
    );
    for (const { id, ...row } of rows) {
      slots.set(id, { id, row: row as Row, before: JSON.stringify(row) });
    }
  }

  const pendingByImdb = new Map<string, Slot<Row>>();
  const slotOfInput = new Map<Input, Slot<Row>>();
  const slotByKey = new Map<string, Slot<Row>>();
  const newSlots: Slot<Row>[] = [];
  for (const input of fresh) {
    const key = sourceKeyOf(input);
    const sourceId = bySource.get(key);
    let slot = slotByKey.get(key) ?? (sourceId === undefined ? undefined : slots.get(sourceId));
    const imdbOwner = input.imdbId
      ? (slots.get(byImdb.get(input.imdbId) ?? -1) ?? pendingByImdb.get(input.imdbId))
      : undefined;
    slot ??= imdbOwner;
    // An IMDb id already carried by another record (or contradicting this one's) is not moved.
    const slotImdb = slot ? kind.imdbIdOf(slot.row) : null;
    const keepImdb =
      !input.imdbId || ((!imdbOwner || imdbOwner === slot) && (!slotImdb || slotImdb === input.imdbId));
    const merged = kind.merge(slot?.row, keepImdb ? input : { ...input, imdbId: null });
    if (slot) {
      slot.row = merged;
    } else {
      slot = { row: merged };
      newSlots.push(slot);
    }
    if (keepImdb && input.imdbId) pendingByImdb.set(input.imdbId, slot);
    slotOfInput.set(input, slot);
    slotByKey.set(key, slot);
  }

  const newIds = await allocateIds(tx, kind.table, newSlots.length);
  newSlots.forEach((slot, index) => {
    slot.id = newIds[index];
  });
  if (newSlots.length > 0) {
    const names = kind.columns.map((column) => column.column).join(', ');
    await tx.query(
      `INSERT INTO ${kind.table} (id, ${names}) SELECT id, ${names} FROM ${recordset(kind.columns, 1, ['id integer'])}`,
      [JSON.stringify(newSlots.map((slot) => toRecord(kind.columns, slot.row, { id: slot.id })))],
    );
  }
  const changed = [...slots.values()].filter((slot) => JSON.stringify(slot.row) !== slot.before);
  if (changed.length > 0) {
    const assignments = kind.columns.map(({ column }) => `${column} = r.${column}`).join(', ');
    await tx.query(
      `UPDATE ${kind.table} AS t SET ${assignments}, updated_at = now() FROM ${recordset(kind.columns, 1, ['id integer'])} WHERE t.id = r.id`,
      [JSON.stringify(changed.map((slot) => toRecord(kind.columns, slot.row, { id: slot.id })))],
    );
  }
  summary.count(kind.entity, 'inserted', newSlots.length);
  summary.count(kind.entity, 'updated', changed.length);
  summary.count(kind.entity, 'unchanged', slots.size - changed.length);

  const ids = new Map<Input, number>();
  const sourceRows: Array<{ source: string; source_id: string; owner_id: number }> = [];
  for (const input of inputs) {
    const key = sourceKeyOf(input);
    const id = known.get(key) ?? slotOfInput.get(input)?.id;
    if (id === undefined) continue;
    ids.set(input, id);
    if (!known.has(key)) {
      known.set(key, id);
      if (!bySource.has(key))
        sourceRows.push({ source: input.source, source_id: input.sourceId, owner_id: id });
    }
  }
  if (sourceRows.length > 0) {
    await tx.query(
      `INSERT INTO ${kind.sourcesTable} (source, source_id, ${kind.sourceFk})
       SELECT source, source_id, owner_id FROM jsonb_to_recordset($1::jsonb) AS r(source text, source_id text, owner_id integer)
       ON CONFLICT DO NOTHING`,
      [JSON.stringify(sourceRows)],
    );
  }
  return ids;
}

async function lookUpSourceIds<Input extends SourceKey>(
  tx: Tx,
  kind: { sourcesTable: string; sourceFk: string },
  inputs: Input[],
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const bySourceName = new Map<string, string[]>();
  for (const input of inputs) {
    const list = bySourceName.get(input.source) ?? [];
    list.push(input.sourceId);
    bySourceName.set(input.source, list);
  }
  for (const [source, sourceIds] of bySourceName) {
    const rows = await tx.query<{ sourceId: string; id: number }>(
      `SELECT source_id AS "sourceId", ${kind.sourceFk} AS id FROM ${kind.sourcesTable}
       WHERE source = $1 AND source_id IN (SELECT jsonb_array_elements_text($2::jsonb))`,
      [source, JSON.stringify(sourceIds)],
    );
    for (const row of rows) found.set(sourceKeyOf({ source, sourceId: row.sourceId }), row.id);
  }
  return found;
}
