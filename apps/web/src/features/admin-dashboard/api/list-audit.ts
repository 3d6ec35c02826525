import type { AuditEntry, PaginationMeta } from '@pardeh/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const AUDIT_PAGE_SIZE = 30;

export interface AuditFilter {
  target_type?: string;
  target_id?: string;
  actor_id?: number;
  page: number;
}

/** `GET /api/admin/audit`: the changes made through the console, newest first. */
export const listAudit = (filter: AuditFilter, signal?: AbortSignal) =>
  apiRequest<{ data: AuditEntry[]; meta: PaginationMeta }>('/api/admin/audit', {
    query: { ...filter, per_page: AUDIT_PAGE_SIZE },
    signal,
  });

export const auditQueryOptions = (filter: AuditFilter) =>
  queryOptions({
    queryKey: ['admin', 'audit', filter],
    queryFn: ({ signal }) => listAudit(filter, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useAudit = (filter: AuditFilter) => useQuery(auditQueryOptions(filter));
