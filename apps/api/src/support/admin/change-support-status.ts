import type { AdminSupportThread, SupportStatusBody } from '@pardeh/contract';
import { recordAudit } from '../../admin/audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { lockSupportMessage, setSupportStatus } from '../support-db.ts';
import { getSupportThread } from './get-support-thread.ts';

/** Moves a message to new, answered or closed by hand; the same status again records nothing. */
export async function changeSupportStatus(
  db: Database,
  operatorId: number,
  messageId: number,
  { status }: SupportStatusBody,
): Promise<AdminSupportThread> {
  await db.transaction(async (tx) => {
    const message = await lockSupportMessage(tx, messageId);
    if (!message) throw notFound(messages.adminModeration.supportMessageNotFound);
    if (message.status === status) return;
    await setSupportStatus(tx, messageId, status);
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'change-support-status',
      targetType: 'support-message',
      targetId: messageId,
      before: { status: message.status },
      after: { status },
    });
  });
  return getSupportThread(db, messageId);
}
