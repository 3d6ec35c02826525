import type { Order, PaginationMeta } from '@pardeh/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const GIFTS_PAGE_SIZE = 10;

export interface GiftOrdersPage {
  data: Order[];
  meta: PaginationMeta;
}

/** `GET /api/user/orders?kind=gift`: the gifts the user bought, newest first, with their codes. */
export const getMyGifts = (page: number, signal?: AbortSignal) =>
  apiRequest<GiftOrdersPage>('/api/user/orders', {
    query: { kind: 'gift', page, per_page: GIFTS_PAGE_SIZE },
    signal,
  });

export const myGiftsQueryKey = ['premium', 'orders', 'gifts'] as const;

export const myGiftsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...myGiftsQueryKey, page],
    queryFn: ({ signal }) => getMyGifts(page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useMyGifts = (page: number) => useQuery(myGiftsQueryOptions(page));
