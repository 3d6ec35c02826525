import { GenreCatalog } from '../genre-catalog.ts';
import { ImportSummary } from './import-summary.ts';
import type {
  CollectionInput,
  CreditInput,
  ImportBatch,
  PersonInput,
  SourceKey,
  TitleInput,
} from './import-types.ts';
import { sourceKeyOf } from './import-types.ts';
import { linkPeopleByName } from './person-matching-db.ts';
import { fillPerson, mergePerson, type PersonRow, personColumns } from './person-record.ts';
import { type ColumnSpec, recordset, selectList, type Tx, toRecord } from './record-table-sql.ts';
import { fillTitle, mergeTitle, type TitleRow, titleColumns } from './title-record.ts';

/**
 * The import writer: the one bulk writer of the catalogue's tables (titles, people, credits,
 * genres, seasons, collections and the source links), for every import, the TMDB enrichment and
 * the demo seed, in one transaction of raw statements, each a whole batch. It honours the fields
 * an operator locked; the operator's edits (catalog/admin/, catalog/collections/) are the tables'
 * other writer.
 */

const titleKind: RecordKind<TitleInput, TitleRow> = {
  entity: 'titles',
  table: 'titles',
  sourcesTable: 'title_sources',
  sourceFk: 'title_id',
  columns: titleColumns,
  merge: mergeTitle,
  imdbIdOf: (row) => row.imdbId,
};

const personKind: RecordKind<PersonInput, PersonRow> = {
  entity: 'people',
  table: 'people',
  sourcesTable: 'person_sources',
  sourceFk: 'person_id',
  columns: personColumns,
  merge: mergePerson,
  imdbIdOf: (row) => row.imdbId,
};

/**
 * How a batch meets what is stored. `merge` (imports): a value the source knows replaces the stored
 * one. `fill` (TMDB enrichment): stored values stay and the source fills only what is empty; a
 * title's genres and seasons only when it has none, a credit's character only when it has none.
 */
export type WriteMode = 'merge' | 'fill';

/**
 * The one write path of every import, of the demo seed and of enrichment. Use it inside one
 * transaction: each `write` runs a handful of multi-row statements for a whole batch.
 */
export class CatalogWriter {
  readonly titleIds: KnownIds = new Map();
  readonly personIds: KnownIds = new Map();
  /** Credits written by this import: a source listing one twice (or two records of one film) writes it once. */
  private readonly creditKeys = new Set<string>();

  private readonly titleKind: RecordKind<TitleInput, TitleRow>;
  private readonly personKind: RecordKind<PersonInput, PersonRow>;

  constructor(
    private readonly tx: Tx,
    readonly summary = new ImportSummary(),
    private readonly mode: WriteMode = 'merge',
  ) {
    const fill = mode === 'fill';
    this.titleKind = fill ? { ...titleKind, merge: fillTitle } : titleKind;
    this.personKind = fill ? { ...personKind, merge: fillPerson } : personKind;
  }

  /** Creates or renames the genres of data/genres.json; every import runs it first. */
  async ensureGenres(): Promise<void> {
    const genres = GenreCatalog.load().genres.map(({ slug, nameEn, nameFa }) => ({
      slug,
      name_en: nameEn,
      name_fa: nameFa,
    }));
    await this.tx.query(
      `INSERT INTO genres (slug, name_en, name_fa)
       SELECT slug, name_en, name_fa FROM jsonb_to_recordset($1::jsonb) AS r(slug text, name_en text, name_fa text)
       ON CONFLICT (slug) DO UPDATE SET name_en = EXCLUDED.name_en, name_fa = EXCLUDED.name_fa
       WHERE (genres.name_en, genres.name_fa) IS DISTINCT FROM (EXCLUDED.name_en, EXCLUDED.name_fa)`,
      [JSON.stringify(genres)],
    );
  }

  async write(batch: ImportBatch): Promise<void> {
    for (const { entity, reason, count } of batch.skipped ?? [])
      this.summary.skip(entity, reason, count ?? 1);
    if (batch.titles?.length) await this.writeTitles(batch.titles);
    if (batch.people?.length) {
      await linkPeopleByName(this.tx, batch, this.titleIds, this.personIds);
      await upsertRecords(this.tx, this.personKind, batch.people, this.personIds, this.summary);
    }
    if (batch.credits?.length) await this.writeCredits(batch.credits);
    for (const collection of batch.collections ?? []) await this.writeCollection(collection);
  }

  private async writeTitles(titles: TitleInput[]): Promise<void> {
    const ids = await upsertRecords(this.tx, this.titleKind, titles, this.titleIds, this.summary);
    const fill = this.mode === 'fill';
    const genreLinks: Array<{ title_id: number; slug: string }> = [];
    const seasons: Array<{ title_id: number; number: number; name: string | null; air_date: string | null }> =
      [];
    for (const [input, titleId] of ids) {
      for (const slug of input.genres ?? []) genreLinks.push({ title_id: titleId, slug });
      for (const season of input.seasons ?? []) {
        seasons.push({
          title_id: titleId,
          number: season.number,
          name: season.name ?? null,
          air_date: season.airDate ?? null,
        });
      }
    }
    await this.markUpcoming([...ids.values()]);
    // A title whose genres or seasons an operator set (operator_locked) keeps them as they are.
    if (genreLinks.length > 0) {
      await this.tx.query(
        `INSERT INTO title_genres (title_id, genre_id)
         SELECT r.title_id, g.id FROM jsonb_to_recordset($1::jsonb) AS r(title_id integer, slug text)
         JOIN genres g ON g.slug = r.slug
         JOIN titles t ON t.id = r.title_id AND NOT 'genreIds' = ANY(t.operator_locked)
         ${fill ? 'WHERE NOT EXISTS (SELECT 1 FROM title_genres own WHERE own.title_id = r.title_id)' : ''}
         ON CONFLICT DO NOTHING`,
        [JSON.stringify(genreLinks)],
      );
    }
    if (seasons.length > 0) {
      const unlocked = (field: string, column: string) =>
        `CASE WHEN '${field}' = ANY(seasons.operator_locked) THEN seasons.${column}
           ELSE COALESCE(EXCLUDED.${column}, seasons.${column}) END`;
      const onConflict = fill
        ? 'DO NOTHING'
        : `(title_id, number) DO UPDATE
           SET name = ${unlocked('name', 'name')}, air_date = ${unlocked('airDate', 'air_date')}
           WHERE (seasons.name, seasons.air_date) IS DISTINCT FROM
                 (${unlocked('name', 'name')}, ${unlocked('airDate', 'air_date')})`;
      await this.tx.query(
        `INSERT INTO seasons (title_id, number, name, air_date)
         SELECT DISTINCT ON (title_id, number) title_id, number, name, air_date
         FROM jsonb_to_recordset($1::jsonb) AS r(title_id integer, number integer, name text, air_date date)
         JOIN titles t ON t.id = r.title_id AND NOT 'seasons' = ANY(t.operator_locked)
         ${fill ? 'WHERE NOT EXISTS (SELECT 1 FROM seasons own WHERE own.title_id = r.title_id)' : ''}
         ON CONFLICT ${onConflict}`,
        [JSON.stringify(seasons)],
      );
    }
  }

  /**
   * Coming soon follows the release date a source gives: a future date (or a future year with no
   * date) makes a title coming, with that date expected; a past one (or a past year) makes it
   * released, whatever was set before. Titles known only by this year keep what an editor set, and
   * so does a title whose flag or expected date an operator locked.
   */
  private async markUpcoming(titleIds: number[]): Promise<void> {
    if (titleIds.length === 0) return;
    const comingSoon = `CASE WHEN 'comingSoon' = ANY(t.operator_locked) THEN t.coming_soon ELSE u.upcoming END`;
    const expected = `CASE WHEN u.upcoming AND NOT 'expectedReleaseDate' = ANY(t.operator_locked)
      THEN t.release_date ELSE t.expected_release_date END`;
    await this.tx.query(
      `UPDATE titles AS t SET coming_soon = ${comingSoon}, expected_release_date = ${expected}
       FROM (
         SELECT id, COALESCE(release_date > current_date, CASE
             WHEN year > extract(year FROM current_date) THEN true
             WHEN year < extract(year FROM current_date) THEN false END) AS upcoming
         FROM titles WHERE id = ANY($1::int[])
       ) AS u
       WHERE t.id = u.id AND u.upcoming IS NOT NULL
         AND (t.coming_soon, t.expected_release_date) IS DISTINCT FROM (${comingSoon}, ${expected})`,
      [titleIds],
    );
  }

  /** Ids of titles or people written by earlier imports (not this one), by source key. */
  private async resolve(keys: SourceKey[], known: KnownIds, sourcesTable: string, fk: string): Promise<void> {
    const missing = keys.filter((key) => !known.has(sourceKeyOf(key)));
    if (missing.length === 0) return;
    const rows = await this.tx.query<{ source: string; sourceId: string; id: number }>(
      `SELECT s.source, s.source_id AS "sourceId", s.${fk} AS id
       FROM jsonb_to_recordset($1::jsonb) AS r(source text, source_id text)
       JOIN ${sourcesTable} s ON s.source = r.source AND s.source_id = r.source_id`,
      [JSON.stringify(missing.map((key) => ({ source: key.source, source_id: key.sourceId })))],
    );
    for (const row of rows) known.set(sourceKeyOf(row), row.id);
  }

  private async writeCredits(credits: CreditInput[]): Promise<void> {
    await this.resolve(
      credits.map((credit) => credit.title),
      this.titleIds,
      'title_sources',
      'title_id',
    );
    await this.resolve(
      credits.map((credit) => credit.person),
      this.personIds,
      'person_sources',
      'person_id',
    );
    const rows = new Map<string, Record<string, unknown>>();
    for (const credit of credits) {
      const titleId = this.titleIds.get(sourceKeyOf(credit.title));
      const personId = this.personIds.get(sourceKeyOf(credit.person));
      if (titleId === undefined) {
        this.summary.skip('credits', 'its title was not imported');
        continue;
      }
      if (personId === undefined) {
        this.summary.skip('credits', 'its person was not imported');
        continue;
      }
      const key = `${titleId}:${personId}:${credit.role}`;
      if (this.creditKeys.has(key)) {
        this.summary.skip('credits', 'same person, title and role listed twice');
        continue;
      }
      this.creditKeys.add(key);
      rows.set(key, {
        title_id: titleId,
        person_id: personId,
        role: credit.role,
        character_name: credit.characterName?.trim() || null,
        billing_order: credit.billingOrder ?? 0,
      });
    }
    if (rows.size === 0) return;
    const onConflict =
      this.mode === 'fill'
        ? `SET character_name = EXCLUDED.character_name
           WHERE credits.character_name IS NULL AND EXCLUDED.character_name IS NOT NULL`
        : `SET character_name = COALESCE(EXCLUDED.character_name, credits.character_name),
               billing_order = EXCLUDED.billing_order
           WHERE (credits.character_name, credits.billing_order) IS DISTINCT FROM
                 (COALESCE(EXCLUDED.character_name, credits.character_name), EXCLUDED.billing_order)`;
    const written = await this.tx.query<{ inserted: boolean }>(
      `INSERT INTO credits (title_id, person_id, role, character_name, billing_order)
       SELECT title_id, person_id, role, character_name, billing_order
       FROM jsonb_to_recordset($1::jsonb)
         AS r(title_id integer, person_id integer, role text, character_name text, billing_order integer)
       ON CONFLICT (title_id, person_id, role) DO UPDATE ${onConflict}
       RETURNING (xmax = 0) AS inserted`,
      [JSON.stringify([...rows.values()])],
    );
    const inserted = written.filter((row) => row.inserted).length;
    this.summary.count('credits', 'inserted', inserted);
    this.summary.count('credits', 'updated', written.length - inserted);
    this.summary.count('credits', 'unchanged', rows.size - written.length);
  }

  private async writeCollection(collection: CollectionInput): Promise<void> {
    await this.resolve(collection.titles, this.titleIds, 'title_sources', 'title_id');
    const titleIds = [
      ...new Set(
        collection.titles.map((key) => this.titleIds.get(sourceKeyOf(key))).filter((id) => id !== undefined),
      ),
    ];
    const [saved] = await this.tx.query<{ id: number; inserted: boolean }>(
      `INSERT INTO collections (slug, name_fa, name_en, description, cover_url) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (slug) DO UPDATE SET name_fa = EXCLUDED.name_fa,
         name_en = COALESCE(EXCLUDED.name_en, collections.name_en),
         description = COALESCE(EXCLUDED.description, collections.description),
         cover_url = COALESCE(EXCLUDED.cover_url, collections.cover_url), updated_at = now()
       WHERE NOT collections.operator_curated
         AND (collections.name_fa, collections.name_en, collections.description, collections.cover_url)
         IS DISTINCT FROM (EXCLUDED.name_fa, COALESCE(EXCLUDED.name_en, collections.name_en),
           COALESCE(EXCLUDED.description, collections.description), COALESCE(EXCLUDED.cover_url, collections.cover_url))
       RETURNING id, (xmax = 0) AS inserted`,
      [
        collection.slug,
        collection.nameFa,
        collection.nameEn ?? null,
        collection.description ?? null,
        collection.coverUrl ?? null,
      ],
    );
    this.summary.count('collections', saved ? (saved.inserted ? 'inserted' : 'updated') : 'unchanged');
    const [existing] = saved
      ? [{ id: saved.id, operator_curated: false }]
      : await this.tx.query<{ id: number; operator_curated: boolean }>(
          'SELECT id, operator_curated FROM collections WHERE slug = $1',
          [collection.slug],
        );
    // An operator's collection keeps its titles and their order too.
    if (!existing || existing.operator_curated) return;
    const collectionId = existing.id;
    await this.tx.query('DELETE FROM collection_titles WHERE collection_id = $1', [collectionId]);
    if (titleIds.length > 0) {
      await this.tx.query(
        `INSERT INTO collection_titles (collection_id, title_id, position)
         SELECT $1, title_id::int, position::int FROM jsonb_array_elements_text($2::jsonb) WITH ORDINALITY AS r(title_id, position)`,
        [collectionId, JSON.stringify(titleIds)],
      );
    }
  }
}

// Upserting titles and people: matched by source id, then by IMDb id, merged, batched.
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

// Batches that are not a source's records: the TMDB links enrichment finds, the demo seed's flags,
// episodes and dates.

/** Links the title to its TMDB record; returns the title that record belongs to (maybe another). */
export async function linkTitleToTmdb(tx: Tx, titleId: number, tmdbKey: string): Promise<number | undefined> {
  await tx.query(
    `INSERT INTO title_sources (source, source_id, title_id) VALUES ('tmdb', $1, $2) ON CONFLICT DO NOTHING`,
    [tmdbKey, titleId],
  );
  const [row] = await tx.query<{ titleId: number }>(
    `SELECT title_id AS "titleId" FROM title_sources WHERE source = 'tmdb' AND source_id = $1`,
    [tmdbKey],
  );
  return row?.titleId;
}

export async function linkPeopleToTmdb(
  tx: Tx,
  links: Array<{ tmdbId: string; personId: number }>,
): Promise<void> {
  if (links.length === 0) return;
  await tx.query(
    `INSERT INTO person_sources (source, source_id, person_id)
     SELECT 'tmdb', r.tmdb_id, r.person_id FROM jsonb_to_recordset($1::jsonb) AS r(tmdb_id text, person_id integer)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(links.map((link) => ({ tmdb_id: link.tmdbId, person_id: link.personId })))],
  );
}

/** The dubbed and subtitled flags of these titles, and the sample trailer on each. */
export async function setDemoFlags(
  tx: Tx,
  flags: Array<{ id: number; isDubbed: boolean; hasSubtitle: boolean }>,
  trailerUrl: string,
): Promise<void> {
  await tx.query(
    `UPDATE titles AS t SET is_dubbed = r.is_dubbed, has_subtitle = r.has_subtitle, trailer_url = $2
     FROM jsonb_to_recordset($1::jsonb) AS r(id integer, is_dubbed boolean, has_subtitle boolean)
     WHERE t.id = r.id`,
    [
      JSON.stringify(
        flags.map((flag) => ({ id: flag.id, is_dubbed: flag.isDubbed, has_subtitle: flag.hasSubtitle })),
      ),
      trailerUrl,
    ],
  );
}

/** Episodes 1..n of each season given (title id, season number, n), in one statement; answers how many. */
export async function insertNumberedEpisodes(
  tx: Tx,
  seasons: Array<{ title_id: number | undefined; number: number; episodes: number | null }>,
): Promise<number> {
  const written = await tx.query<{ count: number }>(
    `WITH inserted AS (
       INSERT INTO episodes (season_id, number)
       SELECT s.id, episode FROM jsonb_to_recordset($1::jsonb) AS r(title_id integer, number integer, episodes integer)
       JOIN seasons s ON s.title_id = r.title_id AND s.number = r.number
       CROSS JOIN LATERAL generate_series(1, r.episodes) AS episode
       RETURNING 1
     ) SELECT count(*)::int AS count FROM inserted`,
    [JSON.stringify(seasons)],
  );
  return written[0]?.count ?? 0;
}

/**
 * Dates the seeded titles' created_at and updated_at a second apart, ending just before `now`:
 * titles with a Persian name count as the most recently added (so "newest", created_at
 * descending, leads with what a Persian user recognises: Iranian titles and well-known foreign
 * ones), then the rest; within each, in release order, newest first. A title known only by its
 * year counts as released mid-year; one with neither comes last.
 */
export async function dateTitlesInReleaseOrder(tx: Tx, now: Date): Promise<void> {
  // The titles were written in this transaction: without fresh statistics the planner takes the
  // table for empty and joins it with itself row by row (minutes instead of a second).
  await tx.query('ANALYZE titles');
  await tx.query(
    `UPDATE titles AS t SET created_at = $1::timestamptz - r.place * interval '1 second',
       updated_at = $1::timestamptz - r.place * interval '1 second'
     FROM (
       SELECT id, row_number() OVER (
         ORDER BY (title_fa IS NOT NULL) DESC, COALESCE(release_date, make_date(year, 7, 1)) DESC NULLS LAST,
           id DESC) AS place
       FROM titles
     ) AS r
     WHERE t.id = r.id`,
    [now.toISOString()],
  );
}
