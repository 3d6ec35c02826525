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
import { fillPerson, mergePerson, type PersonRow, personColumns } from './person-record.ts';
import type { Tx } from './record-table-sql.ts';
import { fillTitle, mergeTitle, type TitleRow, titleColumns } from './title-record.ts';
import { type KnownIds, type RecordKind, upsertRecords } from './upsert-records-db.ts';

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
    if (batch.people?.length)
      await upsertRecords(this.tx, this.personKind, batch.people, this.personIds, this.summary);
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
