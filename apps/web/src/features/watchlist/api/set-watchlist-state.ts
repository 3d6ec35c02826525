import type { TitleViewerState, WatchlistBody, WatchlistState } from '@pardeh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { titleViewerKey } from './get-title-viewer.ts';
import { WATCHLIST_KEY, type WatchlistPage } from './get-watchlist.ts';

/** `POST /api/user/watchlist/{titleId}`: saves or unsaves a title (idempotent). */
export async function setWatchlistState(
  titleId: number,
  action: WatchlistBody['action'],
): Promise<WatchlistState> {
  const response = await apiRequest<{ data: WatchlistState }>(`/api/user/watchlist/${titleId}`, {
    method: 'POST',
    body: { action } satisfies WatchlistBody,
  });
  return response.data;
}

/**
 * Saves or unsaves a title from its page: the button turns at once and turns back if the call
 * fails (the caller shows the error). The watchlist page's lists refetch afterwards.
 */
export function useSetWatchlistState(titleId: number) {
  const queryClient = useQueryClient();
  const key = titleViewerKey(titleId);
  return useMutation({
    mutationFn: (action: WatchlistBody['action']) => setWatchlistState(titleId, action),
    retry: false,
    onMutate: async (action) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TitleViewerState>(key);
      if (previous) {
        queryClient.setQueryData<TitleViewerState>(key, {
          ...previous,
          viewer: { ...previous.viewer, inWatchlist: action === 'add' },
        });
      }
      return { previous };
    },
    onError: (_error, _action, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: ({ inWatchlist }) => {
      queryClient.setQueryData<TitleViewerState>(
        key,
        (current) => current && { ...current, viewer: { ...current.viewer, inWatchlist } },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: WATCHLIST_KEY }),
  });
}

/**
 * Removes a title from the watchlist page in place: it leaves every cached page at once and comes
 * back if the call fails (the caller shows the error); afterwards the pages refetch, so the
 * current one refills from the next.
 */
export function useRemoveFromWatchlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (titleId: number) => setWatchlistState(titleId, 'remove'),
    retry: false,
    onMutate: async (titleId) => {
      await queryClient.cancelQueries({ queryKey: WATCHLIST_KEY });
      const previous = queryClient.getQueriesData<WatchlistPage>({ queryKey: WATCHLIST_KEY });
      queryClient.setQueriesData<WatchlistPage>({ queryKey: WATCHLIST_KEY }, (page) => {
        if (!page?.data.some((item) => item.id === titleId)) return page;
        return {
          data: page.data.filter((item) => item.id !== titleId),
          meta: { ...page.meta, total: Math.max(0, page.meta.total - 1) },
        };
      });
      return { previous };
    },
    onError: (_error, _titleId, context) => {
      for (const [key, page] of context?.previous ?? []) queryClient.setQueryData(key, page);
    },
    onSettled: (_state, _error, titleId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: WATCHLIST_KEY }),
        queryClient.invalidateQueries({ queryKey: titleViewerKey(titleId) }),
      ]),
  });
}
