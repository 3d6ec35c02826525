import CloudOffIcon from '@mui/icons-material/CloudOffRounded';
import HourglassIcon from '@mui/icons-material/HourglassTopRounded';
import WifiOffIcon from '@mui/icons-material/WifiOffRounded';
import Box from '@mui/material/Box';
import { useEffect, useEffectEvent } from 'react';
import { ApiError } from '../lib/api-client.ts';
import type { FailureKind } from '../lib/load-failure.ts';
import { messages } from '../messages/index.ts';
import { iconBadgeSx, PageMessage } from './layout/page-message.tsx';
import { LinkButton } from './link-button.tsx';

export type ConnectionFailureKind = Exclude<FailureKind, 'other'>;

const icons = {
  offline: <WifiOffIcon />,
  unreachable: <CloudOffIcon />,
  unavailable: <HourglassIcon />,
} as const;

/** Without a `Retry-After`, the server's own page asks for 10 s; a little more spares it. */
const DEFAULT_UNAVAILABLE_RETRY_SECONDS = 15;
const MAX_UNAVAILABLE_RETRY_SECONDS = 300;

interface ConnectionFailureProps {
  kind: ConnectionFailureKind;
  /** The failure itself: a 503's `Retry-After` says when to try again; each new one starts the wait anew. */
  error: unknown;
  retry(): void;
}

/**
 * A page that could not load for want of a connection, said as such rather than as an error:
 * offline, the server not answering, or the server away for a while (503, which retries by itself
 * after the time the server asked for). Coming back online retries the first two (the error
 * boundary or React Query does it).
 */
export function ConnectionFailure({ kind, error, retry }: ConnectionFailureProps) {
  const text = messages.errors.connection[kind];
  const retryAfterSeconds = error instanceof ApiError ? error.retryAfterSeconds : undefined;
  const retryInSeconds =
    kind === 'unavailable'
      ? Math.min(
          Math.max(retryAfterSeconds ?? DEFAULT_UNAVAILABLE_RETRY_SECONDS, 1),
          MAX_UNAVAILABLE_RETRY_SECONDS,
        )
      : undefined;
  const retryLater = useEffectEvent(() => retry());
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new failure waits again
  useEffect(() => {
    if (retryInSeconds === undefined) return;
    const timer = window.setTimeout(retryLater, retryInSeconds * 1000);
    return () => window.clearTimeout(timer);
  }, [error, retryInSeconds]);
  return (
    <Box role="alert" data-connection-failure={kind}>
      <PageMessage
        badge={<Box sx={iconBadgeSx}>{icons[kind]}</Box>}
        title={text.title}
        body={text.body}
        actions={<LinkButton onClick={retry}>{messages.errors.retry}</LinkButton>}
      />
    </Box>
  );
}
