import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './api-client.ts';

export const MAX_RETRIES = 3;
const FIRST_RETRY_DELAY_MS = 1_000;
const MAX_RETRY_DELAY_MS = 30_000;

/** Retries server and network failures up to three times; a 4xx will not change by asking again. */
export const shouldRetry = (failureCount: number, error: unknown): boolean =>
  !isClientError(error) && failureCount < MAX_RETRIES;

/** 1 s, 2 s, 4 s, … capped at 30 s (`attemptIndex` counts from 0). */
export const retryDelay = (attemptIndex: number): number =>
  Math.min(FIRST_RETRY_DELAY_MS * 2 ** attemptIndex, MAX_RETRY_DELAY_MS);

export const queryDefaults = {
  staleTime: 60_000,
  gcTime: 5 * 60_000,
  refetchOnWindowFocus: true,
  retry: shouldRetry,
  retryDelay,
} as const;

export const createQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { ...queryDefaults } } });
