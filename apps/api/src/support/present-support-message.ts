import type { SupportMessageCreated } from '@pardeh/contract';
import type { SupportMessageRow } from '../db/schema/index.ts';

/** What the sender gets back: enough to quote the message later, nothing of what they sent. */
export const presentSupportMessageCreated = (row: SupportMessageRow): SupportMessageCreated => ({
  id: row.id,
  kind: row.kind,
  createdAt: row.createdAt.toISOString(),
});
