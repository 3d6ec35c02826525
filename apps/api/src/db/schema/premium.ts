import { orderKinds, orderStatuses, paymentGatewayIds } from '@pardeh/contract';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { titleFiles } from './catalog.ts';

/** Mirrors migrations/0012_premium.sql (and 0028 for `screens`). Amounts are integer Rial in `bigint` columns, read as numbers. */

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const rial = (name: string) => bigint(name, { mode: 'number' });

export const plans = pgTable(
  'plans',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    durationDays: integer('duration_days').notNull(),
    priceRial: rial('price_rial').notNull(),
    features: text('features').array().notNull().default(sql`'{}'`),
    highlighted: boolean('highlighted').notNull().default(false),
    active: boolean('active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    /** How many premium streams an account on this plan plays at once (migration 0028). */
    screens: integer('screens').notNull().default(1),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [index('plans_active_in_order').on(table.displayOrder, table.id).where(sql`active`)],
);
export type PlanRow = typeof plans.$inferSelect;

export const paymentOrders = pgTable('payment_orders', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  kind: text('kind', { enum: orderKinds }).notNull(),
  planId: integer('plan_id')
    .notNull()
    .references(() => plans.id),
  planName: text('plan_name').notNull(),
  durationDays: integer('duration_days').notNull(),
  amountRial: rial('amount_rial').notNull(),
  gateway: text('gateway', { enum: paymentGatewayIds }).notNull(),
  status: text('status', { enum: orderStatuses }).notNull().default('pending'),
  authority: text('authority'),
  referenceId: text('reference_id'),
  cardPan: text('card_pan'),
  failureReason: text('failure_reason'),
  recipientEmail: text('recipient_email'),
  giftMessage: text('gift_message'),
  premiumExpiresAt: instant('premium_expires_at'),
  createdAt: instant('created_at').notNull().defaultNow(),
  expiresAt: instant('expires_at').notNull(),
  paidAt: instant('paid_at'),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

export const paymentOrderEvents = pgTable('payment_order_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  orderId: bigint('order_id', { mode: 'number' })
    .notNull()
    .references(() => paymentOrders.id),
  fromStatus: text('from_status', { enum: orderStatuses }),
  toStatus: text('to_status', { enum: orderStatuses }).notNull(),
  reason: text('reason').notNull(),
  detail: jsonb('detail'),
  createdAt: instant('created_at').notNull().defaultNow(),
});

export const giftCodes = pgTable('gift_codes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  orderId: bigint('order_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => paymentOrders.id),
  code: text('code').notNull().unique(),
  planId: integer('plan_id')
    .notNull()
    .references(() => plans.id),
  planName: text('plan_name').notNull(),
  durationDays: integer('duration_days').notNull(),
  expiresAt: instant('expires_at').notNull(),
  redeemedBy: integer('redeemed_by').references(() => users.id),
  redeemedAt: instant('redeemed_at'),
  createdAt: instant('created_at').notNull().defaultNow(),
});
export type GiftCodeRow = typeof giftCodes.$inferSelect;

export const sandboxPaymentStatuses = ['created', 'paid', 'cancelled'] as const;

export const sandboxPayments = pgTable('sandbox_payments', {
  authority: text('authority').primaryKey(),
  amountRial: rial('amount_rial').notNull(),
  description: text('description').notNull(),
  callbackUrl: text('callback_url').notNull(),
  status: text('status', { enum: sandboxPaymentStatuses }).notNull().default('created'),
  referenceId: text('reference_id').unique(),
  verifiedAt: instant('verified_at'),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/** Mirrors migrations/0028_stream_slots.sql: the plays holding an account's screens. */
export const streamSlots = pgTable(
  'stream_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => titleFiles.id, { onDelete: 'cascade' }),
    device: text('device').notNull(),
    startedAt: instant('started_at').notNull().defaultNow(),
    lastHeartbeatAt: instant('last_heartbeat_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    stoppedAt: instant('stopped_at'),
  },
  (table) => [index('stream_slots_by_user').on(table.userId, table.expiresAt)],
);
export type StreamSlotRow = typeof streamSlots.$inferSelect;
