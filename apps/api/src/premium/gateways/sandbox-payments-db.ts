import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxPayments } from '../../db/schema/index.ts';

/** Every query of the sandbox gateway: its own record of the payments it was asked for. */

export type SandboxPayment = typeof sandboxPayments.$inferSelect;

export async function insertSandboxPayment(
  db: Database,
  payment: Pick<SandboxPayment, 'authority' | 'amountRial' | 'description' | 'callbackUrl'>,
): Promise<void> {
  await db.insert(sandboxPayments).values(payment);
}

export async function findSandboxPayment(
  db: Database,
  authority: string,
): Promise<SandboxPayment | undefined> {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.authority, authority));
  return row;
}

/** Locks the payment for a decision (pay, cancel or verify) so two at once cannot both take it. */
export async function lockSandboxPayment(
  db: Database,
  authority: string,
): Promise<SandboxPayment | undefined> {
  const [row] = await db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.authority, authority))
    .for('update');
  return row;
}

export async function markSandboxPaymentPaid(db: Database, authority: string, referenceId: string) {
  await db
    .update(sandboxPayments)
    .set({ status: 'paid', referenceId })
    .where(eq(sandboxPayments.authority, authority));
}

export async function markSandboxPaymentCancelled(db: Database, authority: string) {
  await db
    .update(sandboxPayments)
    .set({ status: 'cancelled' })
    .where(eq(sandboxPayments.authority, authority));
}

export async function markSandboxPaymentVerified(db: Database, authority: string) {
  await db
    .update(sandboxPayments)
    .set({ verifiedAt: sql`now()` })
    .where(eq(sandboxPayments.authority, authority));
}
