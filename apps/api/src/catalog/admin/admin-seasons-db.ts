import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { episodes, seasons, titleFiles } from '../../db/schema/index.ts';

/** The catalogue editor's queries of a series' seasons and episodes. */

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

/** The series' seasons by number, each with its episodes, as the title's editor shows them. */
export async function readTitleSeasons(db: Database, titleId: number) {
  const [seasonRows, episodeRows] = await Promise.all([
    db.select(seasonColumns).from(seasons).where(eq(seasons.titleId, titleId)).orderBy(asc(seasons.number)),
    db
      .select(episodeColumns)
      .from(episodes)
      .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
      .where(eq(seasons.titleId, titleId))
      .orderBy(asc(episodes.number)),
  ]);
  return seasonRows.map((season) => ({
    ...season,
    episodes: episodeRows.filter((episode) => episode.seasonId === season.id),
  }));
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
