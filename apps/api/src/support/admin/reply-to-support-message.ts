import type { AdminSupportThread, SupportReplyBody } from '@pardeh/contract';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../../admin/audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../email/mailer.ts';
import { supportReplyMail } from '../../email/templates.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { findSupportRow, insertSupportReply, lockSupportMessage, setSupportStatus } from '../support-db.ts';
import { getSupportThread } from './get-support-thread.ts';

export interface ReplyContext {
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/**
 * Emails the operator's answer to the sender, then records it and marks the message answered.
 * The mail goes first and outside any transaction (a slow mail server must not hold a database
 * connection): if it fails, the answer is a 503 and nothing is recorded, so the inbox never shows
 * a reply nobody received.
 */
export async function replyToSupportMessage(
  db: Database,
  context: ReplyContext,
  operatorId: number,
  messageId: number,
  { body }: SupportReplyBody,
): Promise<AdminSupportThread> {
  const row = await findSupportRow(db, messageId);
  if (!row) throw notFound(messages.adminModeration.supportMessageNotFound);
  const { message } = row;
  const contactUrl = new URL('/contact', context.publicUrl).toString();
  const mail = supportReplyMail({
    name: message.name,
    about:
      message.kind === 'support'
        ? (message.subject ?? '')
        : messages.adminModeration.replyMail.aboutRequest(message.requestedTitle ?? ''),
    reply: body,
    original: message.body,
    contactUrl,
  });
  try {
    await context.mailer.send({ to: message.email, ...mail, link: contactUrl });
  } catch (error) {
    context.log.error({ err: error, supportMessageId: messageId }, 'sending a support reply failed');
    throw new HttpError(503, messages.adminModeration.replyNotSent);
  }
  await db.transaction(async (tx) => {
    const locked = await lockSupportMessage(tx, messageId);
    if (!locked) throw notFound(messages.adminModeration.supportMessageNotFound);
    const replyId = await insertSupportReply(tx, { messageId, authorId: operatorId, body });
    await setSupportStatus(tx, messageId, 'answered');
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'reply-support-message',
      targetType: 'support-message',
      targetId: messageId,
      before: { status: locked.status },
      after: { status: 'answered', replyId, reply: body },
    });
  });
  return getSupportThread(db, messageId);
}
