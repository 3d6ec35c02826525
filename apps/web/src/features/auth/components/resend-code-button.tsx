import Button from '@mui/material/Button';
import { ApiError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/persian.ts';
import { useCountdown } from '../lib/use-countdown.ts';
import { authMessages } from '../messages.ts';

interface ResendCodeButtonProps {
  /** Seconds before the server takes another request (the answer's `retryAfter`). */
  wait: number;
  resend(): Promise<{ retryAfter: number }>;
  onResult(message: string, severity: 'success' | 'error'): void;
}

/** Asks for a new code once the server's pause is over; a 429 or 503 restarts the count from Retry-After. */
export function ResendCodeButton({ wait, resend, onResult }: ResendCodeButtonProps) {
  const { left, restart } = useCountdown(wait);
  const click = async () => {
    try {
      restart((await resend()).retryAfter);
      onResult(authMessages.phone.resent, 'success');
    } catch (error) {
      if (error instanceof ApiError && error.retryAfterSeconds) restart(error.retryAfterSeconds);
      onResult(error instanceof Error ? error.message : authMessages.defaultError, 'error');
    }
  };
  return (
    <Button variant="text" color="inherit" disabled={left > 0} onClick={() => void click()}>
      {left > 0 ? authMessages.phone.resendIn(`${formatNumber(left)} ثانیه`) : authMessages.phone.resend}
    </Button>
  );
}
