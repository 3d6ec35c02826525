import type { PaymentGatewayId } from '@pardeh/contract';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';
import { createZarinpalGateway } from './zarinpal-gateway.ts';

/** The gateways this site takes payments through. */
export interface PaymentGateways {
  /** What an order without a chosen gateway uses: the first real gateway, else the sandbox. */
  readonly default: PaymentGateway | null;
  get(id: PaymentGatewayId): PaymentGateway | undefined;
  /** The default first. */
  list(): PaymentGateway[];
}

/** Zarinpal when a merchant is configured; the sandbox when `config.payments.sandbox` allows it. */
export function createPaymentGateways(config: AppConfig, db: Database): PaymentGateways {
  const gateways: PaymentGateway[] = [];
  if (config.payments.zarinpal) gateways.push(createZarinpalGateway(config.payments.zarinpal));
  if (config.payments.sandbox) gateways.push(createSandboxGateway(db, config));
  return {
    default: gateways[0] ?? null,
    get: (id) => gateways.find((gateway) => gateway.id === id),
    list: () => [...gateways],
  };
}
