import type { OrderKind, OrderStatus } from '@pardeh/contract';
import { and, asc, count, desc, eq, gte, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  type GiftCodeRow,
  giftCodes,
  type PaymentOrderRow,
  paymentOrderEvents,
  paymentOrders,
} from '../../db/schema/index.ts';

/** Every query of the orders part: payment orders and their history. */

export type NewOrder = Pick<
  PaymentOrderRow,
  'userId' | 'kind' | 'planId' | 'planName' | 'durationDays' | 'amountRial' | 'gateway'
> &
  Partial<Pick<PaymentOrderRow, 'recipientEmail' | 'giftMessage'>>;

export interface OrderEvent {
  orderId: number;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  /** For the operator (English): what happened and who noticed (callback, expiry, reconcile). */
  reason: string;
  /** What the gateway said (its code, the Status hint), kept as it came. */
  detail?: Record<string, unknown>;
}

/** An order with the gift code it bought, if any. */
export interface OrderView extends PaymentOrderRow {
  giftCode: GiftCodeRow | null;
}

/** The order is pending and expires 30 minutes from now (the column's default). */
export async function insertOrder(db: Database, order: NewOrder): Promise<PaymentOrderRow> {
  const [row] = await db
    .insert(paymentOrders)
    .values({ ...order, expiresAt: sql`now() + interval '30 minutes'` })
    .returning();
  if (!row) throw new Error('order insert returned no row');
  return row;
}

export async function insertOrderEvent(db: Database, event: OrderEvent): Promise<void> {
  await db.insert(paymentOrderEvents).values({ ...event, detail: event.detail ?? null });
}

export async function setOrderAuthority(db: Database, id: number, authority: string): Promise<void> {
  await db.update(paymentOrders).set({ authority, updatedAt: sql`now()` }).where(eq(paymentOrders.id, id));
}

export async function findOrder(db: Database, id: number): Promise<PaymentOrderRow | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  return row;
}

/** The order locked for a status change: two settlements of one order run one after the other. */
export async function lockOrder(db: Database, id: number): Promise<PaymentOrderRow | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id)).for('update');
  return row;
}

export async function updateOrder(
  db: Database,
  id: number,
  change: Partial<
    Pick<PaymentOrderRow, 'status' | 'referenceId' | 'cardPan' | 'failureReason' | 'premiumExpiresAt'>
  > & { paid?: true },
): Promise<void> {
  const { paid, ...columns } = change;
  await db
    .update(paymentOrders)
    .set({ ...columns, ...(paid ? { paidAt: sql`now()` } : {}), updatedAt: sql`now()` })
    .where(eq(paymentOrders.id, id));
}

function selectViews(db: Database) {
  return db
    .select({ order: paymentOrders, giftCode: giftCodes })
    .from(paymentOrders)
    .leftJoin(giftCodes, eq(giftCodes.orderId, paymentOrders.id));
}

const toView = (row: { order: PaymentOrderRow; giftCode: GiftCodeRow | null }): OrderView => ({
  ...row.order,
  giftCode: row.giftCode,
});
const newestFirst = [desc(paymentOrders.createdAt), desc(paymentOrders.id)];

export async function findOrderView(db: Database, id: number): Promise<OrderView | undefined> {
  const [row] = await selectViews(db).where(eq(paymentOrders.id, id));
  return row && toView(row);
}

/** One page of a user's orders, newest first, optionally of one kind. */
export async function listOrderViewsOf(
  db: Database,
  userId: number,
  { kind, page, perPage }: { kind?: OrderKind; page: number; perPage: number },
) {
  const where = and(eq(paymentOrders.userId, userId), kind ? eq(paymentOrders.kind, kind) : undefined);
  const [rows, [total]] = await Promise.all([
    selectViews(db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(paymentOrders).where(where),
  ]);
  return { rows: rows.map(toView), total: total?.value ?? 0 };
}

/** Every order (for the operator), newest first, optionally of one status. */
export async function listAllOrderViews(
  db: Database,
  { status, limit }: { status?: OrderStatus; limit: number },
): Promise<OrderView[]> {
  const where: SQL | undefined = status ? eq(paymentOrders.status, status) : undefined;
  const rows = await selectViews(db)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(toView);
}

export function listOrderEvents(db: Database, orderId: number) {
  return db
    .select()
    .from(paymentOrderEvents)
    .where(eq(paymentOrderEvents.orderId, orderId))
    .orderBy(asc(paymentOrderEvents.id));
}

/** Pending orders past their 30 minutes, oldest first. */
export async function listOverdueOrderIds(db: Database, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.status, 'pending'), lte(paymentOrders.expiresAt, sql`now()`)))
    .orderBy(asc(paymentOrders.expiresAt), asc(paymentOrders.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * What reconciliation re-verifies: orders pending for more than `olderThanMinutes` (the payer may
 * have closed the tab after paying) and orders that expired in the last `expiredWithinDays`.
 */
export async function listOrderIdsToReconcile(
  db: Database,
  { olderThanMinutes, expiredWithinDays }: { olderThanMinutes: number; expiredWithinDays: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(
      or(
        and(
          eq(paymentOrders.status, 'pending'),
          lt(paymentOrders.createdAt, sql`now() - make_interval(mins => ${olderThanMinutes})`),
        ),
        and(
          eq(paymentOrders.status, 'expired'),
          gte(paymentOrders.createdAt, sql`now() - make_interval(days => ${expiredWithinDays})`),
        ),
      ),
    )
    .orderBy(asc(paymentOrders.createdAt), asc(paymentOrders.id));
  return rows.map((row) => row.id);
}
