import Alert from '@mui/material/Alert';
import type { useCheckout } from '../lib/use-checkout.ts';
import { GatewayChoice } from './gateway-choice.tsx';

/** The gateway to pay through, and why starting the payment failed, if it did: join and gift share it. */
export function CheckoutGateway({ checkout }: { checkout: ReturnType<typeof useCheckout> }) {
  return (
    <>
      <GatewayChoice
        gateways={checkout.gateways.data}
        failed={checkout.gateways.isError}
        value={checkout.gateway}
        onChange={checkout.pickGateway}
      />
      {checkout.error && (
        <Alert
          severity="error"
          variant="outlined"
          role="alert"
          onClose={checkout.clearError}
          sx={{ borderRadius: 2 }}
        >
          {checkout.error.message}
        </Alert>
      )}
    </>
  );
}
