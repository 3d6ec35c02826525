import type { AdminMediaJob, AdminMediaJobsQuery, PaginationMeta } from '@pardeh/contract';
import type { Database } from '../db/client.ts';
import { listJobs } from './jobs/jobs-db.ts';
import { presentMediaJob } from './present-media.ts';

/** `GET /api/admin/media/jobs`: the pipeline's jobs, newest first, optionally of one status. */
export async function listMediaJobs(
  db: Database,
  query: AdminMediaJobsQuery,
): Promise<{ data: AdminMediaJob[]; meta: PaginationMeta }> {
  const { rows, total } = await listJobs(db, query);
  return {
    data: rows.map(presentMediaJob),
    meta: {
      page: query.page,
      perPage: query.per_page,
      total,
      lastPage: Math.max(1, Math.ceil(total / query.per_page)),
    },
  };
}
