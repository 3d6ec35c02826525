import type { ImportSummary } from './import-summary.ts';
import { type SourceKey, sourceKeyOf } from './import-types.ts';
import { type ColumnSpec, recordset, selectList, type Tx, toRecord } from './record-table-sql.ts';

type RecordInput = SourceKey & { imdbId?: string | null };

/** Titles and people share one write path: matched by source id, then by IMDb id, merged, batched. */
export interface RecordKind<Input extends RecordInput, Row> {
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

interface Slot<Input, Row> {
  id?: number;
  row: Row;
  /** A stored record as it was read: the row, the fields an operator locked, the version. */
  stored?: { before: string; locked: string[]; version: string };
  /** What was merged into the record, to merge again onto a newer version. */
  inputs: Input[];
}

/**
 * Upserts one batch. Returns the id of every input's record. Inputs listed twice in one import
 * (by source key) are written once; two inputs sharing an IMDb id become one record.
 */
export async function upsertRecords<Input extends RecordInput, Row>(
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
  const slots = await readStored(tx, kind, existingIds);

  const pendingByImdb = new Map<string, Slot<Input, Row>>();
  const slotOfInput = new Map<Input, Slot<Input, Row>>();
  const slotByKey = new Map<string, Slot<Input, Row>>();
  const newSlots: Slot<Input, Row>[] = [];
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
    const accepted = keepImdb ? input : { ...input, imdbId: null };
    if (slot) {
      slot.row = mergeInput(kind, slot, accepted);
      slot.inputs.push(accepted);
    } else {
      slot = { row: kind.merge(undefined, accepted), inputs: [accepted] };
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
  const changed = [...slots.values()].filter(isChanged);
  await updateStored(tx, kind, changed);
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

const isChanged = (slot: Slot<unknown, unknown>) => JSON.stringify(slot.row) !== slot.stored?.before;

/** Stored records by id, with their operator locks and version. */
async function readStored<Input extends RecordInput, Row>(
  tx: Tx,
  kind: RecordKind<Input, Row>,
  ids: number[],
): Promise<Map<number, Slot<Input, Row>>> {
  const slots = new Map<number, Slot<Input, Row>>();
  if (ids.length === 0) return slots;
  const rows = await tx.query<Row & { id: number; locked: string[]; version: string }>(
    `SELECT id, operator_locked AS locked, updated_at::text AS version, ${selectList(kind.columns)}
     FROM ${kind.table} WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb)::int)`,
    [JSON.stringify(ids)],
  );
  for (const { id, locked, version, ...row } of rows) {
    slots.set(id, {
      id,
      row: row as Row,
      stored: { before: JSON.stringify(row), locked, version },
      inputs: [],
    });
  }
  return slots;
}

/**
 * Merges one input into a stored record, the fields an operator edited (`operator_locked`) taking
 * the stored value whatever the source says: imports and enrichment never overwrite them.
 */
function mergeInput<Input extends RecordInput, Row>(
  kind: RecordKind<Input, Row>,
  slot: Slot<Input, Row>,
  input: Input,
): Row {
  const locked = slot.stored?.locked ?? [];
  if (locked.length === 0) return kind.merge(slot.row, input);
  const guarded: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const { key } of kind.columns) if (locked.includes(key)) guarded[key] = slot.row[key];
  return kind.merge(slot.row, guarded as Input);
}

/**
 * Writes the changed records, each only if it is still the version that was read. A record another
 * writer changed meanwhile (an operator's edit, enrichment beside an import) is read again and its
 * inputs merged onto that version, so neither write is lost and a field locked meanwhile stays.
 */
async function updateStored<Input extends RecordInput, Row>(
  tx: Tx,
  kind: RecordKind<Input, Row>,
  changed: Slot<Input, Row>[],
): Promise<void> {
  const assignments = kind.columns.map(({ column }) => `${column} = r.${column}`).join(', ');
  let pending = changed;
  while (pending.length > 0) {
    const written = await tx.query<{ id: number }>(
      `UPDATE ${kind.table} AS t SET ${assignments}, updated_at = now()
       FROM ${recordset(kind.columns, 1, ['id integer', 'read_version timestamptz'])}
       WHERE t.id = r.id AND t.updated_at = r.read_version
       RETURNING t.id`,
      [
        JSON.stringify(
          pending.map((slot) =>
            toRecord(kind.columns, slot.row, { id: slot.id, read_version: slot.stored?.version }),
          ),
        ),
      ],
    );
    const writtenIds = new Set(written.map((row) => row.id));
    const stale = pending.filter((slot) => slot.id !== undefined && !writtenIds.has(slot.id));
    const fresh = await readStored(
      tx,
      kind,
      stale.map((slot) => slot.id as number),
    );
    for (const slot of stale) {
      const current = fresh.get(slot.id as number);
      if (!current) continue; // deleted meanwhile: nothing left to update
      slot.row = current.row;
      slot.stored = current.stored;
      for (const input of slot.inputs) slot.row = mergeInput(kind, slot, input);
    }
    pending = stale.filter((slot) => fresh.has(slot.id as number) && isChanged(slot));
  }
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
