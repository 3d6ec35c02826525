import type { AdminSupportMessage, AdminSupportThread } from '@pardeh/contract';
import type { SupportReplyView, SupportRow } from '../support-db.ts';

export const presentAdminSupportMessage = ({ message, replyCount }: SupportRow): AdminSupportMessage => ({
  id: message.id,
  kind: message.kind,
  status: message.status,
  name: message.name,
  email: message.email,
  userId: message.userId,
  subject: message.subject,
  body: message.body,
  requestedTitle: message.requestedTitle,
  requestedType: message.requestedType,
  requestedYear: message.requestedYear,
  requestedImdbUrl: message.requestedImdbUrl,
  replyCount,
  createdAt: message.createdAt.toISOString(),
});

export const presentAdminSupportThread = (
  row: SupportRow,
  replies: SupportReplyView[],
): AdminSupportThread => ({
  ...presentAdminSupportMessage(row),
  replies: replies.map(({ reply, author }) => ({
    id: reply.id,
    body: reply.body,
    author,
    sentAt: reply.sentAt.toISOString(),
  })),
});
