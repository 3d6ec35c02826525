import { MAX_ROW_ID } from '@pardeh/contract';
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { personJobSql } from '../../catalog/people/person-job-sql.ts';
import {
  findImdbId,
  matchRankPatterns,
  matchRankSql,
  prepareSearchQuery,
  searchPatterns,
} from '../../catalog/search/search-query.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import {
  type CreditRole,
  episodes,
  genres,
  people,
  seasons,
  type TitleType,
  titleFiles,
  titleGenres,
  titles,
} from '../../db/schema/index.ts';
import { storedImageKey } from '../../images/stored-image-sql.ts';

/** Every query of the operator's catalogue editor. The use cases call these; routes never do. */

/**
 * A row's version as the operator reads it and sends it back: the instant with its microseconds
 * (a JavaScript Date would drop them, and two edits within a millisecond would look alike).
 */
const VERSION_FORMAT = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;
const versionOf = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', ${sql.raw(VERSION_FORMAT)})`;
const versionSql = (alias: string) => `to_char(${alias}.updated_at AT TIME ZONE 'UTC', ${VERSION_FORMAT})`;

/** Whether the row is still the version the operator read. */
const isVersion = (column: AnyPgColumn, version: string) =>
  sql<boolean>`${column} = ${version}::timestamptz`.mapWith(Boolean);

/** Operator edits stamp the clock, not the transaction's start: every edit gets its own version. */
const editedNow = sql`clock_timestamp()`;

// ---- searching -----------------------------------------------------------------------------------

const IMDB_NAME_ID = /^\s*(?:(?:https?:\/\/)?(?:www\.|m\.)?imdb\.com\/name\/)?(nm\d{7,10})(?:[/?#]\S*)?\s*$/i;

interface QueryMatch {
  where: string;
  /** The ORDER BY term ranking the matches (empty: no ranking), its parameters numbered from `first`. */
  rank(first: number): { sql: string; params: unknown[] };
}

const unranked = () => ({ sql: '', params: [] });

/**
 * How a query typed in the console matches rows of `alias` (its WHERE parameters appended to
 * `params`): an IMDb id or page; else the public search's normalized text, ranked as the public
 * search ranks it (a name equal to it, then starting with it, a word starting with it, then
 * inside a word); and digits are also a row id, ranked first.
 */
function queryMatch(
  alias: string,
  text: string,
  imdbIdOf: (text: string) => string | null,
  params: unknown[],
): QueryMatch {
  const parameter = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const imdbId = imdbIdOf(text);
  if (imdbId) return { where: `${alias}.imdb_id = ${parameter(imdbId)}`, rank: unranked };
  const prepared = prepareSearchQuery(text);
  const byText: QueryMatch = prepared
    ? {
        where: `${alias}.search_text LIKE ${parameter(searchPatterns(prepared).contains)}`,
        rank: (first) => ({
          sql: matchRankSql(`${alias}.search_text`, first),
          params: matchRankPatterns(prepared),
        }),
      }
    : { where: 'false', rank: unranked };
  const digits = text.trim();
  if (!/^\d{1,10}$/.test(digits) || Number(digits) > MAX_ROW_ID) return byText;
  // A checked integer, written into the SQL: the ranking needs no parameter of the WHERE's.
  const id = Number(digits);
  return {
    where: `(${alias}.id = ${id} OR ${byText.where})`,
    rank: (first) => {
      const rank = byText.rank(first);
      return {
        sql: `CASE WHEN ${alias}.id = ${id} THEN 0 ELSE 1 END${rank.sql ? `, ${rank.sql}` : ''}`,
        params: rank.params,
      };
    },
  };
}

export interface TitleSearch {
  text?: string | undefined;
  type?: TitleType | undefined;
  page: number;
  perPage: number;
}

export interface AdminTitleListRow {
  id: number;
  type: TitleType;
  slug: string;
  title_en: string;
  title_fa: string | null;
  original_title: string | null;
  year: number | null;
  imdb_id: string | null;
  poster_key: string | null;
  version: string;
}

/** One page of titles for the console's list: best matches first, then the most-voted. */
export async function searchTitleRows(database: DatabaseHandle, search: TitleSearch) {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (search.type) {
    params.push(search.type);
    conditions.push(`t.type = $${params.length}`);
  }
  const match = search.text ? queryMatch('t', search.text, findImdbId, params) : null;
  if (match) conditions.push(match.where);
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const rank = match?.rank(params.length + 1) ?? { sql: '', params: [] };
  const page = params.length + rank.params.length + 1;
  const [rows, [count]] = await Promise.all([
    database.sql.query<AdminTitleListRow>(
      `SELECT t.id, t.type, t.slug, t.title_en, t.title_fa, t.original_title, t.year, t.imdb_id,
         ${storedImageKey('t.poster_image_id')} AS poster_key, ${versionSql('t')} AS version
       FROM titles t ${where}
       ORDER BY ${rank.sql ? `${rank.sql}, ` : ''}t.imdb_votes DESC NULLS LAST, t.id
       LIMIT $${page} OFFSET $${page + 1}`,
      [...params, ...rank.params, search.perPage, (search.page - 1) * search.perPage],
    ),
    database.sql.query<{ total: number }>(`SELECT count(*)::int AS total FROM titles t ${where}`, params),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export interface PersonSearch {
  text?: string | undefined;
  page: number;
  perPage: number;
}

export interface AdminPersonListRow {
  id: number;
  slug: string;
  fullname_en: string;
  fullname_fa: string | null;
  imdb_id: string | null;
  image_key: string | null;
  job: CreditRole;
  version: string;
}

const imdbNameIdOf = (text: string) => IMDB_NAME_ID.exec(text)?.[1]?.toLowerCase() ?? null;

/** One page of people for the console's list: best matches first, then by English name. */
export async function searchPersonRows(database: DatabaseHandle, search: PersonSearch) {
  const params: unknown[] = [];
  const match = search.text ? queryMatch('p', search.text, imdbNameIdOf, params) : null;
  const where = match ? `WHERE ${match.where}` : '';
  const rank = match?.rank(params.length + 1) ?? { sql: '', params: [] };
  const page = params.length + rank.params.length + 1;
  const [rows, [count]] = await Promise.all([
    database.sql.query<AdminPersonListRow>(
      `SELECT p.id, p.slug, p.fullname_en, p.fullname_fa, p.imdb_id,
         ${storedImageKey('p.image_id')} AS image_key, ${personJobSql('p.id')} AS job,
         ${versionSql('p')} AS version
       FROM people p ${where}
       ORDER BY ${rank.sql ? `${rank.sql}, ` : ''}p.fullname_en, p.id
       LIMIT $${page} OFFSET $${page + 1}`,
      [...params, ...rank.params, search.perPage, (search.page - 1) * search.perPage],
    ),
    database.sql.query<{ total: number }>(`SELECT count(*)::int AS total FROM people p ${where}`, params),
  ]);
  return { rows, total: count?.total ?? 0 };
}

// ---- genres --------------------------------------------------------------------------------------

export function listAllGenres(db: Database) {
  return db
    .select({ id: genres.id, slug: genres.slug, nameFa: genres.nameFa, nameEn: genres.nameEn })
    .from(genres)
    .orderBy(asc(genres.nameFa), asc(genres.id));
}

export async function findGenreIds(tx: Database, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx.select({ id: genres.id }).from(genres).where(inArray(genres.id, ids));
  return rows.map((row) => row.id);
}

function titleGenreRecords(db: Database, titleId: number) {
  return db
    .select({ id: genres.id, slug: genres.slug, nameFa: genres.nameFa, nameEn: genres.nameEn })
    .from(titleGenres)
    .innerJoin(genres, eq(genres.id, titleGenres.genreId))
    .where(eq(titleGenres.titleId, titleId))
    .orderBy(asc(genres.id));
}

export async function replaceTitleGenres(tx: Database, titleId: number, genreIds: number[]): Promise<void> {
  await tx.delete(titleGenres).where(eq(titleGenres.titleId, titleId));
  if (genreIds.length > 0)
    await tx.insert(titleGenres).values(genreIds.map((genreId) => ({ titleId, genreId })));
}

// ---- titles --------------------------------------------------------------------------------------

const titleColumns = {
  id: titles.id,
  type: titles.type,
  slug: titles.slug,
  imdbId: titles.imdbId,
  titleEn: titles.titleEn,
  titleFa: titles.titleFa,
  originalTitle: titles.originalTitle,
  aliases: titles.aliases,
  plotFa: titles.plotFa,
  plotEn: titles.plotEn,
  taglineFa: titles.taglineFa,
  taglineEn: titles.taglineEn,
  year: titles.year,
  releaseDate: titles.releaseDate,
  runtime: titles.runtime,
  ageRating: titles.ageRating,
  comingSoon: titles.comingSoon,
  expectedReleaseDate: titles.expectedReleaseDate,
  isDubbed: titles.isDubbed,
  hasSubtitle: titles.hasSubtitle,
  posterUrl: titles.posterUrl,
  backdropUrl: titles.backdropUrl,
  lockedFields: titles.operatorLocked,
  createdAt: versionOf(titles.createdAt),
  updatedAt: versionOf(titles.updatedAt),
};

/** The title as the editor shows it, with its genres, seasons and episodes; null if none. */
export async function readTitleRecord(db: Database, id: number) {
  const [title] = await db
    .select({
      ...titleColumns,
      posterKey: sql<string | null>`${sql.raw(storedImageKey('"titles"."poster_image_id"'))}`,
      backdropKey: sql<string | null>`${sql.raw(storedImageKey('"titles"."backdrop_image_id"'))}`,
    })
    .from(titles)
    .where(eq(titles.id, id));
  if (!title) return null;
  const [genreRows, seasonRows, episodeRows] = await Promise.all([
    titleGenreRecords(db, id),
    db.select(seasonColumns).from(seasons).where(eq(seasons.titleId, id)).orderBy(asc(seasons.number)),
    db
      .select(episodeColumns)
      .from(episodes)
      .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
      .where(eq(seasons.titleId, id))
      .orderBy(asc(episodes.number)),
  ]);
  return {
    ...title,
    genres: genreRows,
    seasons: seasonRows.map((season) => ({
      ...season,
      episodes: episodeRows.filter((episode) => episode.seasonId === season.id),
    })),
  };
}

export type TitleRecord = NonNullable<Awaited<ReturnType<typeof readTitleRecord>>>;

/**
 * The title's editable fields, locked until the transaction ends (edits of one title queue), with
 * its genre ids and whether it is still the version `version`; null if there is no such title.
 */
export async function lockTitle(tx: Database, id: number, version?: string) {
  const [title] = await tx
    .select({
      ...titleColumns,
      isCurrent:
        version === undefined ? sql<boolean>`true`.mapWith(Boolean) : isVersion(titles.updatedAt, version),
    })
    .from(titles)
    .where(eq(titles.id, id))
    .for('update');
  if (!title) return null;
  const genreRows = await tx
    .select({ id: titleGenres.genreId })
    .from(titleGenres)
    .where(eq(titleGenres.titleId, id))
    .orderBy(asc(titleGenres.genreId));
  return { ...title, genreIds: genreRows.map((row) => row.id) };
}

export type LockedTitle = NonNullable<Awaited<ReturnType<typeof lockTitle>>>;

export async function updateTitleRow(
  tx: Database,
  id: number,
  values: Partial<typeof titles.$inferInsert>,
): Promise<void> {
  await tx
    .update(titles)
    .set({ ...values, updatedAt: editedNow })
    .where(eq(titles.id, id));
}

/**
 * Adds a lock to the title without changing its version: the `seasons` lock a season's creation,
 * renumbering or deletion sets leaves the title's own form valid.
 */
export async function addTitleLock(tx: Database, id: number, field: string): Promise<void> {
  await tx
    .update(titles)
    .set({ operatorLocked: sql`array_append(${titles.operatorLocked}, ${field}::text)` })
    .where(and(eq(titles.id, id), sql`NOT ${field}::text = ANY(${titles.operatorLocked})`));
}

// ---- people --------------------------------------------------------------------------------------

const personColumns = {
  id: people.id,
  slug: people.slug,
  imdbId: people.imdbId,
  fullnameEn: people.fullnameEn,
  fullnameFa: people.fullnameFa,
  bioFa: people.bioFa,
  bioEn: people.bioEn,
  imageUrl: people.imageUrl,
  birthDate: people.birthDate,
  deathDate: people.deathDate,
  lockedFields: people.operatorLocked,
  createdAt: versionOf(people.createdAt),
  updatedAt: versionOf(people.updatedAt),
};

export async function readPersonRecord(db: Database, id: number) {
  const [person] = await db
    .select({
      ...personColumns,
      imageKey: sql<string | null>`${sql.raw(storedImageKey('"people"."image_id"'))}`,
      job: sql<CreditRole>`${sql.raw(personJobSql('"people"."id"'))}`,
    })
    .from(people)
    .where(eq(people.id, id));
  return person ?? null;
}

export type PersonRecord = NonNullable<Awaited<ReturnType<typeof readPersonRecord>>>;

/** The person's editable fields, locked until the transaction ends; null if there is none. */
export async function lockPerson(tx: Database, id: number, version: string) {
  const [person] = await tx
    .select({ ...personColumns, isCurrent: isVersion(people.updatedAt, version) })
    .from(people)
    .where(eq(people.id, id))
    .for('update');
  return person ?? null;
}

export type LockedPerson = NonNullable<Awaited<ReturnType<typeof lockPerson>>>;

export async function updatePersonRow(
  tx: Database,
  id: number,
  values: Partial<typeof people.$inferInsert>,
): Promise<void> {
  await tx
    .update(people)
    .set({ ...values, updatedAt: editedNow })
    .where(eq(people.id, id));
}

// ---- seasons and episodes ------------------------------------------------------------------------

const seasonColumns = {
  id: seasons.id,
  titleId: seasons.titleId,
  number: seasons.number,
  name: seasons.name,
  airDate: seasons.airDate,
  lockedFields: seasons.operatorLocked,
};

const episodeColumns = {
  id: episodes.id,
  seasonId: episodes.seasonId,
  number: episodes.number,
  nameFa: episodes.nameFa,
  nameEn: episodes.nameEn,
  plot: episodes.plot,
  airDate: episodes.airDate,
  runtime: episodes.runtime,
  lockedFields: episodes.operatorLocked,
  // Spelled out: Drizzle writes a lone table's columns unqualified, which inside this subquery
  // would name title_files' own columns.
  filesCount:
    sql<number>`(SELECT count(*) FROM title_files f WHERE f.episode_id = "episodes"."id")::int`.mapWith(
      Number,
    ),
};

export type EpisodeRecord = Awaited<ReturnType<typeof readEpisodes>>[number];
export type SeasonRecord = Awaited<ReturnType<typeof findSeason>> & { episodes: EpisodeRecord[] };

function readEpisodes(db: Database, where: SQL | undefined) {
  return db.select(episodeColumns).from(episodes).where(where).orderBy(asc(episodes.number));
}

export async function findSeason(db: Database, id: number) {
  const [season] = await db.select(seasonColumns).from(seasons).where(eq(seasons.id, id));
  return season ?? null;
}

/** The season with its episodes, as the editor shows it. */
export async function readSeasonRecord(db: Database, id: number) {
  const season = await findSeason(db, id);
  if (!season) return null;
  return { ...season, episodes: await readEpisodes(db, eq(episodes.seasonId, id)) };
}

export async function readEpisodeRecord(db: Database, id: number) {
  const [episode] = await readEpisodes(db, eq(episodes.id, id));
  return episode ?? null;
}

export async function lockSeason(tx: Database, id: number) {
  const [season] = await tx.select(seasonColumns).from(seasons).where(eq(seasons.id, id)).for('update');
  return season ?? null;
}

export async function seasonNumberTaken(tx: Database, titleId: number, number: number, exceptId = 0) {
  const rows = await tx
    .select({ id: seasons.id })
    .from(seasons)
    .where(and(eq(seasons.titleId, titleId), eq(seasons.number, number), ne(seasons.id, exceptId)));
  return rows.length > 0;
}

/** The new season's id, or null when the series has a season of that number. */
export async function insertSeason(
  tx: Database,
  values: typeof seasons.$inferInsert,
): Promise<number | null> {
  const [row] = await tx
    .insert(seasons)
    .values(values)
    .onConflictDoNothing({ target: [seasons.titleId, seasons.number] })
    .returning({ id: seasons.id });
  return row?.id ?? null;
}

export async function updateSeasonRow(
  tx: Database,
  id: number,
  values: Partial<typeof seasons.$inferInsert>,
) {
  await tx.update(seasons).set(values).where(eq(seasons.id, id));
}

export async function deleteSeasonRow(tx: Database, id: number): Promise<void> {
  await tx.delete(seasons).where(eq(seasons.id, id));
}

/**
 * Video files of the season's episodes (a season with any is not deleted). Locks the episodes
 * first, so no file is added to one of them before the transaction ends.
 */
export async function countSeasonFiles(tx: Database, seasonId: number): Promise<number> {
  await tx.select({ id: episodes.id }).from(episodes).where(eq(episodes.seasonId, seasonId)).for('update');
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(titleFiles)
    .innerJoin(episodes, eq(episodes.id, titleFiles.episodeId))
    .where(eq(episodes.seasonId, seasonId));
  return row?.n ?? 0;
}

export async function lockEpisode(tx: Database, id: number) {
  const [episode] = await tx.select(episodeColumns).from(episodes).where(eq(episodes.id, id)).for('update');
  return episode ?? null;
}

export async function episodeNumberTaken(tx: Database, seasonId: number, number: number, exceptId = 0) {
  const rows = await tx
    .select({ id: episodes.id })
    .from(episodes)
    .where(and(eq(episodes.seasonId, seasonId), eq(episodes.number, number), ne(episodes.id, exceptId)));
  return rows.length > 0;
}

/** The new episode's id, or null when the season has an episode of that number. */
export async function insertEpisode(
  tx: Database,
  values: typeof episodes.$inferInsert,
): Promise<number | null> {
  const [row] = await tx
    .insert(episodes)
    .values(values)
    .onConflictDoNothing({ target: [episodes.seasonId, episodes.number] })
    .returning({ id: episodes.id });
  return row?.id ?? null;
}

export async function updateEpisodeRow(
  tx: Database,
  id: number,
  values: Partial<typeof episodes.$inferInsert>,
): Promise<void> {
  await tx.update(episodes).set(values).where(eq(episodes.id, id));
}

export async function deleteEpisodeRow(tx: Database, id: number): Promise<void> {
  await tx.delete(episodes).where(eq(episodes.id, id));
}

/**
 * Whether the database refused a write for a unique key: a season or episode number another
 * writer (an import) took between the check and the write.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
