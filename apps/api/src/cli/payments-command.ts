import { parseArgs } from 'node:util';
import { orderStatusSchema } from '@pardeh/contract';
import Fastify from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createMailer } from '../email/mailer.ts';
import { createPaymentGateways } from '../premium/gateways/configured-gateways.ts';
import { listAllOrders, type OrderView } from '../premium/orders/list-all-orders.ts';
import type { PaymentDeps } from '../premium/orders/payment-deps.ts';
import { reconcileOrders } from '../premium/orders/reconcile-orders.ts';
import { showOrderHistory } from '../premium/orders/show-order-history.ts';
import { UsageError } from './operator-command.ts';

const usage = `Usage: npm run payments -- <command>

  reconcile [--older-than <minutes>]
      Re-verifies with their gateways the orders pending for more than that many minutes
      (default 10) and those that expired in the last 7 days, crediting every paid one
      (premium or gift code, notification and receipt), and prints each outcome.
  list [--status pending|paid|failed|cancelled|expired] [--limit <n>]
      Lists orders, newest first (default 50).
  show <id>
      One order with its whole history.`;

const wholeNumber = (value: string | undefined, label: string, min: number): number | undefined => {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!/^\d{1,9}$/.test(value) || number < min)
    throw new UsageError(`Invalid ${label}: ${value}\n\n${usage}`);
  return number;
};

const groupDigits = (value: number) => value.toLocaleString('en-US');

function describe(order: OrderView): string {
  const what = [
    `#${order.id}`,
    order.status,
    order.kind,
    `user ${order.userId}`,
    `"${order.planName}" (${order.durationDays} days)`,
    `${groupDigits(order.amountRial)} Rial`,
    order.gateway,
    order.referenceId ? `ref ${order.referenceId}` : '',
    order.createdAt.toISOString(),
  ];
  const lines = [what.filter(Boolean).join('  ')];
  if (order.recipientEmail)
    lines.push(`    gift to: ${order.recipientEmail}${order.giftCode?.redeemedBy ? ' (redeemed)' : ''}`);
  if (order.failureReason) lines.push(`    reason: ${order.failureReason}`);
  if (order.premiumExpiresAt) lines.push(`    premium until: ${order.premiumExpiresAt.toISOString()}`);
  return lines.join('\n');
}

/** The mail, gateways and logger the server would use, for crediting orders from a command. */
function paymentDeps(db: Database, config: AppConfig, logTo: NodeJS.WritableStream) {
  // Fastify's logger (pino), to the operator's stderr: warnings and errors only, so the printed outcomes stay readable.
  const { log } = Fastify({ logger: { level: 'warn', stream: logTo } });
  const mailer = createMailer(config.mail, config.dataDir, log);
  const deps: PaymentDeps = {
    db,
    gateways: createPaymentGateways(config, db),
    mailer,
    publicUrl: config.publicUrl,
    log,
  };
  return { deps, mailer };
}

/**
 * `npm run payments -- reconcile|list|show`: the operator's view of payments; returns what to
 * print. Warnings met while reconciling go to `logTo` (the operator's stderr).
 */
export async function runPaymentsCommand(
  db: Database,
  config: AppConfig,
  argv: string[],
  logTo: NodeJS.WritableStream = process.stderr,
): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { 'older-than': { type: 'string' }, status: { type: 'string' }, limit: { type: 'string' } },
  });
  const [command, ...rest] = positionals;

  if (
    command === 'reconcile' &&
    rest.length === 0 &&
    values.status === undefined &&
    values.limit === undefined
  ) {
    const olderThanMinutes = wholeNumber(values['older-than'], '--older-than', 0) ?? 10;
    const { deps, mailer } = paymentDeps(db, config, logTo);
    const results = await reconcileOrders(deps, { olderThanMinutes });
    await mailer.drain();
    if (results.length === 0) return 'Nothing to reconcile.';
    const paid = results.filter((result) => result.outcome === 'paid').length;
    return [
      ...results.map(({ orderId, outcome }) => `#${orderId}  ${outcome}`),
      `${results.length} order(s) checked, ${paid} credited.`,
    ].join('\n');
  }
  if (command === 'list' && rest.length === 0 && values['older-than'] === undefined) {
    const status = values.status === undefined ? undefined : orderStatusSchema.safeParse(values.status);
    if (status && !status.success) throw new UsageError(`Invalid status: ${values.status}\n\n${usage}`);
    const limit = wholeNumber(values.limit, '--limit', 1) ?? 50;
    const orders = await listAllOrders(db, { status: status?.data, limit });
    return orders.length > 0 ? orders.map(describe).join('\n') : 'No orders.';
  }
  if (command === 'show' && rest.length === 1 && Object.keys(values).length === 0) {
    const id = wholeNumber(rest[0], 'order id', 1) ?? 0;
    const history = await showOrderHistory(db, id);
    if (!history) throw new UsageError(`No order with id ${id}.`);
    const { order, events } = history;
    return [
      describe(order),
      `    authority: ${order.authority ?? '-'}  card: ${order.cardPan ?? '-'}`,
      'History:',
      ...events.map(
        (event) =>
          `  ${event.createdAt.toISOString()}  ${event.fromStatus ?? '(new)'} -> ${event.toStatus}  ${event.reason}${
            event.detail ? `  ${JSON.stringify(event.detail)}` : ''
          }`,
      ),
    ].join('\n');
  }
  throw new UsageError(usage);
}
