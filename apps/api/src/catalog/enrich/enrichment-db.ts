import type { CreditRole, TitleType } from '../../db/schema/catalog.ts';
import type { EnrichmentStatus } from '../../db/schema/enrichment.ts';
import type { Tx } from '../import/record-table-sql.ts';

/**
 * Every query of TMDB enrichment: the one writer of title_enrichment. What enrichment learns about
 * titles and people, and their links to TMDB, is written by the import writer
 * (catalog/import/catalog-writer-db.ts).
 */

// Serializes enrichment writes between processes sharing one PostgreSQL (two servers, a server and
// the CLI), so two of them never insert the same new person twice.
const ENRICHMENT_LOCK_KEY = 7_305_215;

/** A title enrichment may ask TMDB about: one with an IMDb id or a TMDB id. */
const CANDIDATE = `(t.imdb_id IS NOT NULL OR EXISTS (
  SELECT 1 FROM title_sources s WHERE s.title_id = t.id AND s.source = 'tmdb'))`;

export interface DueTitle {
  id: number;
  type: TitleType;
  imdbId: string | null;
  /** `movie:550` or `tv:1399` when an import or an earlier run linked the title to TMDB. */
  tmdbKey: string | null;
}

/** Gives every candidate title without a state row one (pending): new titles join the queue. */
export async function queueNewTitles(sql: Tx): Promise<void> {
  await sql.query(
    `INSERT INTO title_enrichment (title_id)
     SELECT t.id FROM titles t
     WHERE ${CANDIDATE} AND NOT EXISTS (SELECT 1 FROM title_enrichment e WHERE e.title_id = t.id)
     ON CONFLICT DO NOTHING`,
  );
}

/** Pending titles whose time has come, the most-voted first (the titles visitors open most). */
export async function listDueTitles(sql: Tx, limit: number): Promise<DueTitle[]> {
  return sql.query<DueTitle>(
    `SELECT t.id, t.type, t.imdb_id AS "imdbId",
       (SELECT s.source_id FROM title_sources s
        WHERE s.title_id = t.id AND s.source = 'tmdb' ORDER BY s.source_id LIMIT 1) AS "tmdbKey"
     FROM title_enrichment e JOIN titles t ON t.id = e.title_id
     WHERE e.status = 'pending' AND e.next_attempt_at <= now()
     ORDER BY t.imdb_votes DESC NULLS LAST, t.id
     LIMIT $1`,
    [limit],
  );
}

export async function countDueTitles(sql: Tx): Promise<number> {
  const [row] = await sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM title_enrichment WHERE status = 'pending' AND next_attempt_at <= now()`,
  );
  return row?.n ?? 0;
}

export interface EnrichmentCounts {
  /** Titles with an IMDb or TMDB id, the ones enrichment is about. */
  candidates: number;
  byStatus: Record<EnrichmentStatus, number>;
  /** Pending titles waiting out a backoff after an error. */
  retrying: number;
}

/** Counts without writing: candidates no run has queued yet count as pending. */
export async function readEnrichmentCounts(sql: Tx): Promise<EnrichmentCounts> {
  const rows = await sql.query<{ status: EnrichmentStatus; n: number; retrying: number }>(
    `SELECT COALESCE(e.status, 'pending') AS status, count(*)::int AS n,
       count(*) FILTER (WHERE e.status = 'pending' AND e.next_attempt_at > now())::int AS retrying
     FROM titles t LEFT JOIN title_enrichment e ON e.title_id = t.id
     WHERE e.title_id IS NOT NULL OR ${CANDIDATE}
     GROUP BY 1`,
  );
  const byStatus: Record<EnrichmentStatus, number> = { pending: 0, done: 0, not_found: 0, failed: 0 };
  for (const row of rows) byStatus[row.status] = row.n;
  return {
    candidates: rows.reduce((sum, row) => sum + row.n, 0),
    byStatus,
    retrying: rows.reduce((sum, row) => sum + row.retrying, 0),
  };
}

/**
 * Takes the cross-process write lock and checks the title is still pending (another process may
 * have finished it while this one was asking TMDB).
 */
export async function lockPendingTitle(tx: Tx, titleId: number): Promise<boolean> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [ENRICHMENT_LOCK_KEY]);
  const rows = await tx.query(`SELECT 1 FROM title_enrichment WHERE title_id = $1 AND status = 'pending'`, [
    titleId,
  ]);
  return rows.length > 0;
}

export interface CreditedPerson {
  personId: number;
  role: CreditRole;
  fullnameEn: string;
  /** The person's TMDB id when a source linked them to TMDB. */
  tmdbId: string | null;
}

export async function readCreditedPeople(tx: Tx, titleId: number): Promise<CreditedPerson[]> {
  return tx.query<CreditedPerson>(
    `SELECT c.person_id AS "personId", c.role, p.fullname_en AS "fullnameEn",
       (SELECT s.source_id FROM person_sources s
        WHERE s.person_id = p.id AND s.source = 'tmdb' ORDER BY s.source_id LIMIT 1) AS "tmdbId"
     FROM credits c JOIN people p ON p.id = c.person_id
     WHERE c.title_id = $1`,
    [titleId],
  );
}

/** Which of these TMDB person ids already belong to a person. */
export async function readLinkedTmdbPeople(tx: Tx, tmdbIds: string[]): Promise<Set<string>> {
  if (tmdbIds.length === 0) return new Set();
  const rows = await tx.query<{ sourceId: string }>(
    `SELECT source_id AS "sourceId" FROM person_sources
     WHERE source = 'tmdb' AND source_id IN (SELECT jsonb_array_elements_text($1::jsonb))`,
    [JSON.stringify(tmdbIds)],
  );
  return new Set(rows.map((row) => row.sourceId));
}

export async function markEnriched(tx: Tx, titleId: number, tmdbKey: string): Promise<void> {
  await tx.query(
    `UPDATE title_enrichment SET status = 'done', tmdb_id = $2, last_error = NULL, enriched_at = now(),
       updated_at = now()
     WHERE title_id = $1`,
    [titleId, tmdbKey],
  );
}

/** Final until an operator asks again (`enrich --retry`): TMDB does not know the title. */
export async function markNotFound(sql: Tx, titleId: number, reason: string): Promise<void> {
  await sql.query(
    `UPDATE title_enrichment SET status = 'not_found', last_error = $2, updated_at = now() WHERE title_id = $1`,
    [titleId, reason],
  );
}

export interface TitleRetryPolicy {
  /** Failed attempts after which a title is given up (`failed`). */
  maxAttempts: number;
  /** The wait after a first failure, doubled after each next one, up to maxMs. */
  baseMs: number;
  maxMs: number;
}

/** Counts one failed attempt and schedules the next; returns whether the title is now given up. */
export async function recordFailedAttempt(
  sql: Tx,
  titleId: number,
  error: string,
  policy: TitleRetryPolicy,
): Promise<boolean> {
  const [row] = await sql.query<{ status: EnrichmentStatus }>(
    `UPDATE title_enrichment
     SET attempts = attempts + 1, last_error = $2,
       status = CASE WHEN attempts + 1 >= $3 THEN 'failed' ELSE status END,
       next_attempt_at = now() + make_interval(secs => least($5::float8, $4::float8 * power(2, attempts)) / 1000),
       updated_at = now()
     WHERE title_id = $1
     RETURNING status`,
    [titleId, error.slice(0, 1000), policy.maxAttempts, policy.baseMs, policy.maxMs],
  );
  return row?.status === 'failed';
}

/** Puts not-found and given-up titles back in the queue; returns how many. */
export async function requeueGivenUp(sql: Tx): Promise<number> {
  const rows = await sql.query(
    `UPDATE title_enrichment SET status = 'pending', attempts = 0, next_attempt_at = now(), updated_at = now()
     WHERE status IN ('not_found', 'failed')
     RETURNING title_id`,
  );
  return rows.length;
}
