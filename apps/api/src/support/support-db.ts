import type { Database } from '../db/client.ts';
import { type NewSupportMessage, type SupportMessageRow, supportMessages } from '../db/schema/index.ts';

/** Every query of the support domain. Business files call these; nothing else touches the table. */

export async function insertSupportMessage(
  db: Database,
  values: NewSupportMessage,
): Promise<SupportMessageRow> {
  const [row] = await db.insert(supportMessages).values(values).returning();
  if (!row) throw new Error('support message insert returned no row');
  return row;
}
