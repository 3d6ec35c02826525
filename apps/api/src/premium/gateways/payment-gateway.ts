import type { PaymentGatewayId } from '@pardeh/contract';

/**
 * What every payment gateway does, in the steps Iranian gateways share: the shop asks for a
 * payment and gets an authority; the payer is sent to the gateway's page; the gateway sends them
 * back to the shop's callback with the authority; the shop verifies the authority with the amount
 * it expects. Only a verification says money was taken: the callback's own status is a hint.
 */
export interface PaymentGateway {
  readonly id: PaymentGatewayId;
  /** Persian, for the join page. */
  readonly name: string;
  /** The sandbox: nobody pays. */
  readonly test: boolean;
  /** Throws `GatewayUnavailable` when the gateway cannot be reached or answers nonsense. */
  requestPayment(request: PaymentRequest): Promise<PaymentStart>;
  /** Throws `GatewayUnavailable` when the gateway cannot be reached: the order stays as it was. */
  verifyPayment(verification: PaymentVerification): Promise<VerificationResult>;
}

export interface PaymentRequest {
  orderId: number;
  /** Integer Rial, from the database's order. */
  amountRial: number;
  /** Persian, shown on the gateway's page. */
  description: string;
  /** The API's callback address for this order; the gateway appends `Authority` and `Status`. */
  callbackUrl: string;
  email?: string;
}

export interface PaymentStart {
  authority: string;
  /** The gateway's payment page for this authority. */
  redirectUrl: string;
}

export interface PaymentVerification {
  authority: string;
  /** Integer Rial, from the database's order: a payment of another amount does not verify. */
  amountRial: number;
}

export type VerificationResult =
  | {
      outcome: 'paid';
      /** The gateway's reference number (Zarinpal's ref_id). */
      referenceId: string;
      /** Masked card number, when the gateway tells it. */
      cardPan: string | null;
      /** True when the gateway had verified this payment before (Zarinpal's 101). */
      alreadyVerified: boolean;
    }
  | {
      outcome: 'not-paid';
      /** The gateway's code, kept in the order's history. */
      code: string;
      /** A Persian sentence for the payer. */
      reason: string;
    };

/** The gateway could not be reached, timed out, or answered something that is not its protocol. */
export class GatewayUnavailable extends Error {
  constructor(
    readonly gateway: PaymentGatewayId,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(`${gateway}: ${detail}`, options);
    this.name = 'GatewayUnavailable';
  }
}
