import { count } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mediaJobs, titles } from '../../db/schema/index.ts';

/** The dashboard's counts, each one query, run side by side. */

export async function countTitlesByType(db: Database): Promise<{ movies: number; series: number }> {
  const rows = await db.select({ type: titles.type, value: count() }).from(titles).groupBy(titles.type);
  const of = (type: string) => rows.find((row) => row.type === type)?.value ?? 0;
  return { movies: of('movie'), series: of('series') };
}

/** The media pipeline's jobs by status; statuses with no job are left out. */
export async function countMediaJobsByStatus(db: Database): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: mediaJobs.status, value: count() })
    .from(mediaJobs)
    .groupBy(mediaJobs.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.value]));
}
