import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../email/mailer.ts';
import type { PaymentGateways } from '../gateways/configured-gateways.ts';

/** The part of the server's logger payments write to. */
export interface PaymentLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What taking and settling payments needs, the same in the server, the expiry job and the CLI. */
export interface PaymentDeps {
  db: Database;
  gateways: PaymentGateways;
  mailer: Pick<Mailer, 'sendInBackground'>;
  /** Links in emails, the gateway's callback and the result page. */
  publicUrl: string;
  log: PaymentLog;
}

/** The web app's page that shows an order's outcome; the callback ends there. */
export const resultPageUrl = (publicUrl: string, orderId: number) => `${publicUrl}/premium/result/${orderId}`;

/** The API's callback the gateway sends the payer back to. */
export const callbackUrl = (publicUrl: string, orderId: number) =>
  `${publicUrl}/api/payments/callback/${orderId}`;
