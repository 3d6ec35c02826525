import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { AdminLoadError } from './admin-load-error.tsx';
import { AdminLoading } from './admin-loading.tsx';
import { AdminNotFound } from './admin-not-found.tsx';

interface LoadedRecordProps<Item> {
  /** The record's id from the address; undefined when the address holds no id. */
  id: number | undefined;
  query: UseQueryResult<Item>;
  /** What did not arrive, e.g. «این عنوان بارگذاری نشد.». */
  loadError: string;
  children(record: Item): ReactNode;
}

/**
 * A record's page until the record is there: not found for a malformed or unknown id, the load
 * error with a retry, or loading; then the page itself. A record already shown stays on a failed
 * refetch.
 */
export function LoadedRecord<Item>({ id, query, loadError, children }: LoadedRecordProps<Item>) {
  if (id === undefined) return <AdminNotFound />;
  if (query.isError && !query.data) {
    if (query.error instanceof ApiError && query.error.status === 404) return <AdminNotFound />;
    return <AdminLoadError error={query.error} retry={() => query.refetch()} title={loadError} />;
  }
  if (!query.data) return <AdminLoading />;
  return children(query.data);
}
