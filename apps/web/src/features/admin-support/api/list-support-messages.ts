import type {
  AdminSupportMessage,
  PaginationMeta,
  SupportMessageKind,
  SupportMessageStatus,
} from '@pardeh/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const ADMIN_SUPPORT_PAGE_SIZE = 20;

export interface AdminSupportFilter {
  status?: SupportMessageStatus;
  kind?: SupportMessageKind;
  page: number;
}

export interface AdminSupportPage {
  data: AdminSupportMessage[];
  meta: PaginationMeta;
}

/** `GET /api/admin/support`: the contact page's messages, newest first. */
export const listSupportMessages = (filter: AdminSupportFilter, signal?: AbortSignal) =>
  apiRequest<AdminSupportPage>('/api/admin/support', {
    query: { ...filter, per_page: ADMIN_SUPPORT_PAGE_SIZE },
    signal,
  });

export const adminSupportQueryKey = ['admin', 'support'] as const;

export const adminSupportQueryOptions = (filter: AdminSupportFilter) =>
  queryOptions({
    queryKey: [...adminSupportQueryKey, 'list', filter],
    queryFn: ({ signal }) => listSupportMessages(filter, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useAdminSupportMessages = (filter: AdminSupportFilter) =>
  useQuery(adminSupportQueryOptions(filter));
