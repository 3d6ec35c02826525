import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './api-client.ts';
import { isConnectionFailure } from './load-failure.ts';

export const MAX_RETRIES = 3;
const FIRST_RETRY_DELAY_MS = 1_000;
const MAX_RETRY_DELAY_MS = 30_000;

// The server (entry-server.tsx) renders with this client too, and Node 20 has no `navigator`.
const online = () => typeof navigator === 'undefined' || navigator.onLine;

/**
 * Retries server and network failures up to three times; a 4xx will not change by asking again,
 * and neither will a request that found the browser offline (coming back online refetches it).
 */
export const shouldRetry = (failureCount: number, error: unknown): boolean =>
  !isClientError(error) && !(isConnectionFailure(error) && !online()) && failureCount < MAX_RETRIES;

/** 1 s, 2 s, 4 s, … capped at 30 s (`attemptIndex` counts from 0). */
export const retryDelay = (attemptIndex: number): number =>
  Math.min(FIRST_RETRY_DELAY_MS * 2 ** attemptIndex, MAX_RETRY_DELAY_MS);

/**
 * React Query pauses requests while the browser is offline, and a page would show its loading
 * state with no word of why. Here a request made offline fails at once instead, so the page says
 * it is offline (components/connection-failure.tsx), and React Query refetches it when the
 * browser comes back online (`refetchOnReconnect`). Data already on screen is not refetched while
 * offline (on focus or on mount), so it stays rather than giving way to that message.
 */
export const queryDefaults = {
  staleTime: 60_000,
  gcTime: 5 * 60_000,
  networkMode: 'always',
  refetchOnWindowFocus: online,
  refetchOnMount: online,
  refetchOnReconnect: true,
  retry: shouldRetry,
  retryDelay,
} as const;

export const createQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { ...queryDefaults } } });
