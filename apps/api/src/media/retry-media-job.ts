import type { AdminMediaJob } from '@pardeh/contract';
import { recordAudit } from '../admin/audit/record-audit.ts';
import type { Database } from '../db/client.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { messages } from '../messages.ts';
import { findJob, findJobListRow, requeueFailedJob } from './jobs/jobs-db.ts';
import { updateAsset } from './media-db.ts';
import { presentMediaJob } from './present-media.ts';

/**
 * `POST /api/admin/media/jobs/{id}/retry`: a failed job queued again with all its tries (after
 * the operator fixed the cause: a server back up, a file replaced in the import folder).
 */
export async function retryMediaJob(db: Database, operatorId: number, jobId: number): Promise<AdminMediaJob> {
  await db.transaction(async (tx) => {
    const job = await findJob(tx, jobId);
    if (!job) throw notFound(messages.media.jobNotFound);
    const requeued = await requeueFailedJob(tx, jobId);
    if (!requeued) throw new HttpError(409, messages.media.jobNotFailed);
    if (requeued.assetId) await updateAsset(tx, requeued.assetId, { status: 'queued', progress: null });
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'retry-media-job',
      targetType: 'media-job',
      targetId: jobId,
      before: { status: 'failed', attempts: job.attempts, lastError: job.lastError },
      after: { status: 'queued', attempts: 0 },
    });
  });
  const row = await findJobListRow(db, jobId);
  if (!row) throw notFound(messages.media.jobNotFound);
  return presentMediaJob(row);
}
