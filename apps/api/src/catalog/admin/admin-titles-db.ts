import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { genres, type TitleType, titleGenres, titles } from '../../db/schema/index.ts';
import { storedImageKey } from '../../images/stored-image-sql.ts';
import { findImdbId } from '../search/search-query.ts';
import { readTitleSeasons } from './admin-seasons-db.ts';
import { readConsolePage } from './console-page-db.ts';
import { queryMatch } from './console-query-match-sql.ts';
import { editedNow, isVersion, versionOf, versionSql } from './row-version-sql.ts';

/**
 * The catalogue editor's queries of titles, their genres and trailer: with the import writer
 * (catalog/import/catalog-writer-db.ts), the writers of titles and title_genres. The use cases call
 * these; routes never do.
 */

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
export function searchTitleRows(database: DatabaseHandle, search: TitleSearch) {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (search.type) {
    params.push(search.type);
    conditions.push(`t.type = $${params.length}`);
  }
  return readConsolePage<AdminTitleListRow>(database, {
    columns: `t.id, t.type, t.slug, t.title_en, t.title_fa, t.original_title, t.year, t.imdb_id,
      ${storedImageKey('t.poster_image_id')} AS poster_key, ${versionSql('t')} AS version`,
    from: 'titles t',
    conditions,
    params,
    match: search.text ? queryMatch('t', search.text, findImdbId, params) : null,
    orderBy: 't.imdb_votes DESC NULLS LAST, t.id',
    page: search.page,
    perPage: search.perPage,
  });
}

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
  const [genreRows, seasonRows] = await Promise.all([titleGenreRecords(db, id), readTitleSeasons(db, id)]);
  return { ...title, genres: genreRows, seasons: seasonRows };
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

/** The title's trailer address, its row locked until the transaction ends. */
export async function lockTitleTrailer(
  tx: Database,
  titleId: number,
): Promise<{ id: number; trailerUrl: string | null } | null> {
  const [row] = await tx
    .select({ id: titles.id, trailerUrl: titles.trailerUrl })
    .from(titles)
    .where(eq(titles.id, titleId))
    .for('update');
  return row ?? null;
}

/**
 * Sets the trailer and locks the field (`operator_locked`, migration 0016), so an import or the
 * TMDB enrichment never replaces the operator's trailer with one it found.
 */
export async function setTitleTrailer(tx: Database, titleId: number, url: string | null): Promise<void> {
  await tx
    .update(titles)
    .set({
      trailerUrl: url,
      operatorLocked: sql`CASE WHEN 'trailerUrl' = ANY(${titles.operatorLocked}) THEN ${titles.operatorLocked}
        ELSE array_append(${titles.operatorLocked}, 'trailerUrl') END`,
      updatedAt: sql`now()`,
    })
    .where(eq(titles.id, titleId));
}

/** The dashboard's figures: films and series in the catalogue. */
export async function countTitlesByType(db: Database): Promise<{ movies: number; series: number }> {
  const rows = await db.select({ type: titles.type, value: count() }).from(titles).groupBy(titles.type);
  const of = (type: string) => rows.find((row) => row.type === type)?.value ?? 0;
  return { movies: of('movie'), series: of('series') };
}

// Genres, and a title's genres.

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

export function titleGenreRecords(db: Database, titleId: number) {
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
