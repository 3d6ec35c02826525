import type { Database } from '../../db/client.ts';
import { type AuditRecord, insertAuditEntry } from './audit-db.ts';

/**
 * Records one operator change. Call it inside the transaction that makes the change, so the log
 * holds exactly the changes that happened. `before` and `after` are the changed record as plain
 * JSON (null for a creation or a deletion); unchanged fields may be left out of both.
 */
export async function recordAudit(tx: Database, record: AuditRecord): Promise<void> {
  await insertAuditEntry(tx, record);
}
