import { randomBytes, randomInt } from 'node:crypto';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { messages } from '../../messages.ts';
import type { PaymentGateway, VerificationResult } from './payment-gateway.ts';
import {
  findSandboxPayment,
  insertSandboxPayment,
  lockSandboxPayment,
  markSandboxPaymentCancelled,
  markSandboxPaymentPaid,
  markSandboxPaymentVerified,
  type SandboxPayment,
} from './sandbox-payments-db.ts';

export type { SandboxPayment };

/** The sandbox's payment for an authority, as its page shows it; undefined when there is none. */
export function showSandboxPayment(db: Database, authority: string): Promise<SandboxPayment | undefined> {
  return findSandboxPayment(db, authority);
}

/** Where the sandbox's payment page for an authority lives. */
export const sandboxPagePath = (authority: string) => `/payments/sandbox/${encodeURIComponent(authority)}`;

/** Sandbox authorities: like Zarinpal's (a letter and 35 more characters), random and unguessable. */
const newAuthority = () => `S${randomBytes(24).toString('hex').slice(0, 35).toUpperCase()}`;

const notPaid = (code: string): VerificationResult => ({
  outcome: 'not-paid',
  code,
  reason: messages.paymentGateways.notPaidReason(code),
});

/**
 * A gateway where nobody pays, for development, demos and tests: it keeps its payments in
 * `sandbox_payments` and answers verification the way Zarinpal does (the same codes), so the shop's
 * side of the flow is exercised exactly as with a real gateway.
 */
export function createSandboxGateway(db: Database, site: Pick<AppConfig, 'publicUrl'>): PaymentGateway {
  return {
    id: 'sandbox',
    name: messages.paymentGateways.sandboxName,
    test: true,
    async requestPayment({ amountRial, description, callbackUrl }) {
      const authority = newAuthority();
      await insertSandboxPayment(db, { authority, amountRial, description, callbackUrl });
      return { authority, redirectUrl: `${site.publicUrl}${sandboxPagePath(authority)}` };
    },
    verifyPayment: ({ authority, amountRial }) =>
      db.transaction(async (tx): Promise<VerificationResult> => {
        const payment = await lockSandboxPayment(tx, authority);
        if (!payment) return notPaid('-54');
        if (payment.amountRial !== amountRial) return notPaid('-50');
        if (payment.status !== 'paid' || !payment.referenceId) return notPaid('-51');
        const alreadyVerified = payment.verifiedAt !== null;
        if (!alreadyVerified) await markSandboxPaymentVerified(tx, authority);
        return {
          outcome: 'paid',
          referenceId: payment.referenceId,
          cardPan: '6037-99**-****-1234',
          alreadyVerified,
        };
      }),
  };
}

/**
 * The payer's choice on the sandbox page: pay or cancel, once. Returns the payment as it stands
 * after the choice (a second choice changes nothing), or undefined for an unknown authority.
 */
export function decideSandboxPayment(
  db: Database,
  authority: string,
  action: 'pay' | 'cancel',
): Promise<SandboxPayment | undefined> {
  return db.transaction(async (tx) => {
    const payment = await lockSandboxPayment(tx, authority);
    if (payment?.status !== 'created') return payment;
    if (action === 'cancel') {
      await markSandboxPaymentCancelled(tx, authority);
      return { ...payment, status: 'cancelled' };
    }
    // Zarinpal's reference numbers are decimal; ten digits keep them short to read out.
    const referenceId = String(randomInt(1_000_000_000, 9_999_999_999));
    await markSandboxPaymentPaid(tx, authority, referenceId);
    return { ...payment, status: 'paid', referenceId };
  });
}

/** Where the sandbox sends the payer back: the shop's callback with the authority and the status. */
export function sandboxCallbackUrl(payment: SandboxPayment): string {
  const url = new URL(payment.callbackUrl);
  url.searchParams.set('Authority', payment.authority);
  url.searchParams.set('Status', payment.status === 'paid' ? 'OK' : 'NOK');
  return url.toString();
}
