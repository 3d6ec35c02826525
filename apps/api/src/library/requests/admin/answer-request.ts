import type { AdminContentRequest } from '@pardeh/contract';
import { recordAudit } from '../../../admin/audit/record-audit.ts';
import type { Database } from '../../../db/client.ts';
import type { ContentRequestRow } from '../../../db/schema/index.ts';
import { HttpError, notFound } from '../../../http/errors.ts';
import { messages } from '../../../messages.ts';
import { RequestStatusError } from '../change-request-status.ts';
import { findAdminRequestRow, findRequestForUpdate } from '../requests-db.ts';
import { presentAdminRequest } from './present-admin-request.ts';

const audited = (request: ContentRequestRow) => ({
  status: request.status,
  reply: request.reply,
  addedTitleId: request.addedTitleId,
});

/**
 * Runs one of library/requests' status changes (the ones `npm run requests` uses, which notify
 * every requester) for an operator: in one transaction with its audit entry, an unknown request
 * answering 404 and one that can no longer make that move 409, in Persian.
 */
export async function answerRequest(
  db: Database,
  operatorId: number,
  requestId: number,
  action: 'accept-request' | 'reject-request' | 'mark-request-added',
  change: (tx: Database) => Promise<unknown>,
): Promise<AdminContentRequest> {
  await db.transaction(async (tx) => {
    const before = await findRequestForUpdate(tx, requestId);
    if (!before) throw notFound(messages.adminModeration.requestNotFound);
    try {
      await change(tx);
    } catch (error) {
      if (error instanceof RequestStatusError)
        throw new HttpError(409, messages.adminModeration.requestClosed);
      throw error;
    }
    const after = await findRequestForUpdate(tx, requestId);
    await recordAudit(tx, {
      actorId: operatorId,
      action,
      targetType: 'content-request',
      targetId: requestId,
      before: audited(before),
      after: after ? audited(after) : null,
    });
  });
  const row = await findAdminRequestRow(db, requestId);
  if (!row) throw notFound(messages.adminModeration.requestNotFound);
  return presentAdminRequest(row);
}
