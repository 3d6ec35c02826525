import type { AuditQuery } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { pageMeta } from '../../http/page-meta.ts';
import { listAuditRows } from './audit-db.ts';
import { presentAuditEntry } from './present-audit-entry.ts';

/** One page of the audit log, newest first, optionally of one target or one operator. */
export async function listAuditEntries(db: Database, query: AuditQuery) {
  const { rows, total } = await listAuditRows(db, {
    targetType: query.target_type,
    targetId: query.target_id,
    actorId: query.actor_id,
    page: query.page,
    perPage: query.per_page,
  });
  return { data: rows.map(presentAuditEntry), meta: pageMeta(query.page, query.per_page, total) };
}
