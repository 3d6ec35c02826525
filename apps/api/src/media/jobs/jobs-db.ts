import type { AdminMediaJobsQuery, MediaJobKind } from '@pardeh/contract';
import { and, count, desc, eq, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { titles } from '../../db/schema/catalog.ts';
import { type MediaJobRow, mediaAssets, mediaJobs } from '../../db/schema/media.ts';
import { publishEvent } from '../../realtime/publish-event.ts';

/** The media job queue: one table, claimed with `FOR UPDATE SKIP LOCKED` by every worker. */

export async function enqueueJob(
  tx: Database,
  job: { kind: MediaJobKind; assetId: string; maxAttempts: number },
): Promise<number> {
  const [row] = await tx
    .insert(mediaJobs)
    .values({ kind: job.kind, assetId: job.assetId, maxAttempts: job.maxAttempts })
    .returning({ id: mediaJobs.id });
  // Wakes idle workers when the transaction commits (polling is only the fallback).
  await publishEvent(tx, 'media_job_queued', String(row?.id));
  return row?.id as number;
}

/**
 * Takes the next due job, or one whose runner stopped renewing its lease (a crashed process),
 * and marks it running under this worker. Other workers skip the row while it is being claimed.
 */
export async function claimJob(db: Database, workerId: string, leaseMs: number): Promise<MediaJobRow | null> {
  return db.transaction(async (tx) => {
    const staleBefore = sql`now() - make_interval(secs => ${leaseMs / 1000})`;
    const [due] = await tx
      .select({ id: mediaJobs.id })
      .from(mediaJobs)
      .where(
        or(
          and(eq(mediaJobs.status, 'queued'), lte(mediaJobs.runAfter, sql`now()`)),
          and(eq(mediaJobs.status, 'running'), lt(mediaJobs.lockedAt, staleBefore)),
        ),
      )
      .orderBy(mediaJobs.runAfter, mediaJobs.id)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const [claimed] = await tx
      .update(mediaJobs)
      .set({
        status: 'running',
        attempts: sql`${mediaJobs.attempts} + 1`,
        lockedAt: sql`now()`,
        lockedBy: workerId,
        updatedAt: sql`now()`,
      })
      .where(eq(mediaJobs.id, due.id))
      .returning();
    return claimed ?? null;
  });
}

const ownedBy = (jobId: number, workerId: string) =>
  and(eq(mediaJobs.id, jobId), eq(mediaJobs.lockedBy, workerId), eq(mediaJobs.status, 'running'));

/** Extends the lease of a running job; false when this worker no longer holds it (taken over or deleted). */
export async function renewLease(db: Database, jobId: number, workerId: string): Promise<boolean> {
  const renewed = await db
    .update(mediaJobs)
    .set({ lockedAt: sql`now()` })
    .where(ownedBy(jobId, workerId))
    .returning({ id: mediaJobs.id });
  return renewed.length > 0;
}

export async function completeJob(tx: Database, jobId: number, workerId: string): Promise<void> {
  await tx
    .update(mediaJobs)
    .set({ status: 'done', lockedAt: null, lockedBy: null, updatedAt: sql`now()`, finishedAt: sql`now()` })
    .where(ownedBy(jobId, workerId));
}

/** Records a failed try: queued again after `retryInMs`, or failed for good (`retryInMs` null). */
export async function failJob(
  tx: Database,
  jobId: number,
  workerId: string,
  reason: string,
  retryInMs: number | null,
): Promise<void> {
  const unlocked = { lastError: reason, lockedAt: null, lockedBy: null, updatedAt: sql`now()` };
  await tx
    .update(mediaJobs)
    .set(
      retryInMs === null
        ? { ...unlocked, status: 'failed', finishedAt: sql`now()` }
        : {
            ...unlocked,
            status: 'queued',
            runAfter: sql`now() + make_interval(secs => ${retryInMs / 1000})`,
          },
    )
    .where(ownedBy(jobId, workerId));
}

/**
 * Hands a job back on shutdown, untried: the next start (or another process) runs it again; the
 * other processes' idle workers are woken for it, as for a new job.
 */
export async function releaseJob(db: Database, jobId: number, workerId: string): Promise<void> {
  const released = await db
    .update(mediaJobs)
    .set({
      status: 'queued',
      attempts: sql`greatest(${mediaJobs.attempts} - 1, 0)`,
      lockedAt: null,
      lockedBy: null,
      updatedAt: sql`now()`,
    })
    .where(ownedBy(jobId, workerId))
    .returning({ id: mediaJobs.id });
  if (released.length > 0) await publishEvent(db, 'media_job_queued', String(jobId));
}

/** A failed job queued again from scratch, with all its tries; null unless it had failed. */
export async function requeueFailedJob(tx: Database, jobId: number): Promise<MediaJobRow | null> {
  const [row] = await tx
    .update(mediaJobs)
    .set({ status: 'queued', attempts: 0, runAfter: sql`now()`, finishedAt: null, updatedAt: sql`now()` })
    .where(and(eq(mediaJobs.id, jobId), eq(mediaJobs.status, 'failed')))
    .returning();
  if (row) await publishEvent(tx, 'media_job_queued', String(row.id));
  return row ?? null;
}

export async function findJob(db: Database, jobId: number): Promise<MediaJobRow | null> {
  const [row] = await db.select().from(mediaJobs).where(eq(mediaJobs.id, jobId));
  return row ?? null;
}

/** The latest job of each asset (the one the console offers to retry). */
export async function latestJobsOf(db: Database, assetIds: string[]): Promise<Map<string, MediaJobRow>> {
  if (assetIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([mediaJobs.assetId])
    .from(mediaJobs)
    .where(sql`${mediaJobs.assetId} IN ${assetIds}`)
    .orderBy(mediaJobs.assetId, desc(mediaJobs.id));
  return new Map(rows.map((row) => [row.assetId as string, row]));
}

const jobListColumns = {
  job: mediaJobs,
  asset: {
    id: mediaAssets.id,
    purpose: mediaAssets.purpose,
    sourceName: mediaAssets.sourceName,
    status: mediaAssets.status,
    progress: mediaAssets.progress,
    episodeId: mediaAssets.episodeId,
    titleId: titles.id,
    titleEn: titles.titleEn,
    titleFa: titles.titleFa,
    slug: titles.slug,
  },
};
export type JobListRow = {
  job: MediaJobRow;
  asset: {
    id: string;
    purpose: 'file' | 'trailer';
    sourceName: string;
    status: (typeof mediaAssets.status.enumValues)[number];
    progress: number | null;
    episodeId: number | null;
    titleId: number;
    titleEn: string;
    titleFa: string | null;
    slug: string;
  } | null;
};

/** A page of jobs, newest first, with the asset and title each works on. */
export async function listJobs(
  db: Database,
  query: AdminMediaJobsQuery,
): Promise<{ rows: JobListRow[]; total: number }> {
  const where = query.status ? eq(mediaJobs.status, query.status) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select(jobListColumns)
      .from(mediaJobs)
      .leftJoin(mediaAssets, eq(mediaAssets.id, mediaJobs.assetId))
      .leftJoin(titles, eq(titles.id, mediaAssets.titleId))
      .where(where)
      .orderBy(desc(mediaJobs.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(mediaJobs).where(where),
  ]);
  return { rows: rows as JobListRow[], total: totals?.total ?? 0 };
}

export async function findJobListRow(db: Database, jobId: number): Promise<JobListRow | null> {
  const [row] = await db
    .select(jobListColumns)
    .from(mediaJobs)
    .leftJoin(mediaAssets, eq(mediaAssets.id, mediaJobs.assetId))
    .leftJoin(titles, eq(titles.id, mediaAssets.titleId))
    .where(eq(mediaJobs.id, jobId));
  return (row as JobListRow | undefined) ?? null;
}

/** True while a worker runs one of the asset's jobs. */
export async function hasRunningJob(db: Database, assetId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: mediaJobs.id })
    .from(mediaJobs)
    .where(and(eq(mediaJobs.assetId, assetId), eq(mediaJobs.status, 'running')))
    .limit(1);
  return row !== undefined;
}

/** The media pipeline's jobs by status; statuses with no job are left out. */
export async function countMediaJobsByStatus(db: Database): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: mediaJobs.status, value: count() })
    .from(mediaJobs)
    .groupBy(mediaJobs.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.value]));
}
