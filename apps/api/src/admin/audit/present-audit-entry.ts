import type { AuditEntry } from '@pardeh/contract';
import type { listAuditRows } from './audit-db.ts';

type AuditRow = Awaited<ReturnType<typeof listAuditRows>>['rows'][number];

export function presentAuditEntry({ entry, actor }: AuditRow): AuditEntry {
  return {
    id: entry.id,
    actor: actor ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: entry.createdAt.toISOString(),
  };
}
