import type { SupportMessageBody } from '@pardeh/contract';
import type { Database } from '../db/client.ts';
import type { NewSupportMessage, SupportMessageRow } from '../db/schema/index.ts';
import { insertSupportMessage } from './support-db.ts';

export interface Sender {
  /** Set when the message came with a live session token. */
  userId: number | null;
  ip: string | null;
}

/** Stores a contact-page message (support question or content request) with status `new`. */
export async function submitSupportMessage(
  db: Database,
  message: SupportMessageBody,
  sender: Sender,
): Promise<SupportMessageRow> {
  const common = { name: message.name, email: message.email, userId: sender.userId, ip: sender.ip };
  const row: NewSupportMessage =
    message.kind === 'support'
      ? { ...common, kind: 'support', subject: message.subject, body: message.body }
      : {
          ...common,
          kind: 'content-request',
          // An empty note is no note.
          body: message.body || null,
          requestedTitle: message.title,
          requestedType: message.type,
          requestedYear: message.year ?? null,
          requestedImdbUrl: message.imdbUrl ?? null,
        };
  return insertSupportMessage(db, row);
}
