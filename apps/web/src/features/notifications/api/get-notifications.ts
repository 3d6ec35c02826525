import type { Notification, PaginationMeta } from '@pardeh/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const NOTIFICATIONS_PAGE_SIZE = 20;

export interface NotificationsPage {
  data: Notification[];
  meta: PaginationMeta;
}

/** `GET /api/user/notifications`: the signed-in user's notifications, newest first. */
export function getNotifications(page: number, signal?: AbortSignal): Promise<NotificationsPage> {
  return apiRequest<NotificationsPage>('/api/user/notifications', {
    query: { page, per_page: NOTIFICATIONS_PAGE_SIZE },
    signal,
  });
}

export const notificationsQueryKey = ['library', 'notifications'] as const;

export const notificationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...notificationsQueryKey, page],
    queryFn: ({ signal }) => getNotifications(page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useNotifications = (page: number) => useQuery(notificationsQueryOptions(page));
