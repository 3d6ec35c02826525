import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditEntries, users } from '../../db/schema/index.ts';

export interface AuditRecord {
  actorId: number;
  action: string;
  targetType: string;
  targetId: number | string;
  before: unknown;
  after: unknown;
}

export async function insertAuditEntry(db: Database, record: AuditRecord): Promise<void> {
  await db.insert(auditEntries).values({
    actorId: record.actorId,
    action: record.action,
    targetType: record.targetType,
    targetId: String(record.targetId),
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

export interface AuditFilter {
  targetType?: string;
  targetId?: string;
  actorId?: number;
  page: number;
  perPage: number;
}

export async function listAuditRows(db: Database, filter: AuditFilter) {
  const where = and(
    filter.targetType ? eq(auditEntries.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(auditEntries.targetId, filter.targetId) : undefined,
    filter.actorId ? eq(auditEntries.actorId, filter.actorId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        entry: auditEntries,
        actor: { id: users.id, name: users.name, email: users.email },
      })
      .from(auditEntries)
      .leftJoin(users, eq(users.id, auditEntries.actorId))
      .where(where)
      .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ total: count() }).from(auditEntries).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
