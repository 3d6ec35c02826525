import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  type NewSupportMessage,
  type SupportMessageRow,
  supportMessages,
  supportReplies,
  type supportStatuses,
  users,
} from '../db/schema/index.ts';

/**
 * Every query of support: the one writer of `support_messages` and `support_replies`. The contact
 * page's use case and the support inbox's (./admin/) call these.
 */

export async function insertSupportMessage(
  db: Database,
  values: NewSupportMessage,
): Promise<SupportMessageRow> {
  const [row] = await db.insert(supportMessages).values(values).returning();
  if (!row) throw new Error('support message insert returned no row');
  return row;
}

// The support inbox: contact-page messages and the replies the team sent.

export type SupportStatus = (typeof supportStatuses)[number];

// The outer table is named in full: Drizzle leaves columns unqualified in a query without joins.
const replyCount =
  sql<number>`(SELECT count(*)::int FROM ${supportReplies} WHERE ${supportReplies.messageId} = ${supportMessages}.id)`.mapWith(
    Number,
  );

const selectRows = (db: Database) =>
  db.select({ message: supportMessages, replyCount }).from(supportMessages);

export async function listSupportRows(
  db: Database,
  filter: { status?: SupportStatus; kind?: 'support' | 'content-request'; page: number; perPage: number },
) {
  const where = and(
    filter.status ? eq(supportMessages.status, filter.status) : undefined,
    filter.kind ? eq(supportMessages.kind, filter.kind) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ value: count() }).from(supportMessages).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findSupportRow(db: Database, id: number) {
  const [row] = await selectRows(db).where(eq(supportMessages.id, id));
  return row;
}
export type SupportRow = NonNullable<Awaited<ReturnType<typeof findSupportRow>>>;

export function findSupportReplies(db: Database, messageId: number) {
  return db
    .select({ reply: supportReplies, author: { id: users.id, name: users.name } })
    .from(supportReplies)
    .leftJoin(users, eq(users.id, supportReplies.authorId))
    .where(eq(supportReplies.messageId, messageId))
    .orderBy(asc(supportReplies.sentAt), asc(supportReplies.id));
}
export type SupportReplyView = Awaited<ReturnType<typeof findSupportReplies>>[number];

/** The message locked for a change, so two operators' changes apply one after the other. */
export async function lockSupportMessage(tx: Database, id: number) {
  const [row] = await tx.select().from(supportMessages).where(eq(supportMessages.id, id)).for('update');
  return row;
}

export async function setSupportStatus(tx: Database, id: number, status: SupportStatus): Promise<void> {
  await tx.update(supportMessages).set({ status }).where(eq(supportMessages.id, id));
}

export async function insertSupportReply(
  tx: Database,
  values: { messageId: number; authorId: number; body: string },
): Promise<number> {
  const [row] = await tx.insert(supportReplies).values(values).returning({ id: supportReplies.id });
  if (!row) throw new Error('support reply insert returned no row');
  return row.id;
}

/** The dashboard's figure: contact-page messages nobody has opened. */
export async function countNewSupportMessages(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(supportMessages)
    .where(eq(supportMessages.status, 'new'));
  return row?.value ?? 0;
}
