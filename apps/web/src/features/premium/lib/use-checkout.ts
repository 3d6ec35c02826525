import type { Checkout, PaymentGatewayId } from '@pardeh/contract';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { messages } from '../../../messages/index.ts';
import { useGateways } from '../api/get-gateways.ts';
import { goToGateway } from './go-to-gateway.ts';

/**
 * What the join and gift pages share: the gateway choice (the site's default until the user picks
 * another), and starting a checkout that sends the browser to the gateway's page. `busy` stays on
 * from the click until the page is gone, so nobody pays twice by clicking again.
 */
export function useCheckout() {
  const gateways = useGateways();
  const [picked, setPicked] = useState<PaymentGatewayId | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const gateway = picked ?? gateways.data?.[0]?.id;

  /** Creates the order and leaves for the gateway; resolves with the error when that failed. */
  async function start(
    create: (gateway: PaymentGatewayId | undefined) => Promise<Checkout>,
  ): Promise<ApiError | null> {
    if (busy) return null;
    setBusy(true);
    setError(null);
    try {
      const { redirectUrl } = await create(gateway);
      goToGateway(redirectUrl);
      return null;
    } catch (caught) {
      const failure = caught instanceof ApiError ? caught : new ApiError(0, messages.errors.unexpected);
      setError(failure);
      setBusy(false);
      return failure;
    }
  }

  return {
    gateways,
    gateway,
    pickGateway: setPicked,
    canPay: !!gateway,
    busy,
    error,
    clearError: () => setError(null),
    start,
  };
}
