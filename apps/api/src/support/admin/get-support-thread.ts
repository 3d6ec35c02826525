import type { AdminSupportThread } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { findSupportReplies, findSupportRow } from '../support-db.ts';
import { presentAdminSupportThread } from './present-admin-support-message.ts';

/** One message with every reply the team sent, oldest first. */
export async function getSupportThread(db: Database, id: number): Promise<AdminSupportThread> {
  const row = await findSupportRow(db, id);
  if (!row) throw notFound(messages.adminModeration.supportMessageNotFound);
  return presentAdminSupportThread(row, await findSupportReplies(db, id));
}
