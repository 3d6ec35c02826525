import type { LikeBody, LikeState, LikeValue, TitleViewerState } from '@pardeh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { countsAfterLike } from '../lib/counts-after-like.ts';
import { titleViewerKey } from './get-title-viewer.ts';

/** `POST /api/user/like/{titleId}` with `type: "title"`: sets the caller's like (1), dislike (-1) or neither (0). */
export async function setTitleLike(titleId: number, value: LikeValue): Promise<LikeState> {
  const response = await apiRequest<{ data: LikeState }>(`/api/user/like/${titleId}`, {
    method: 'POST',
    body: { type: 'title', value } satisfies LikeBody,
  });
  return response.data;
}

/**
 * Likes or dislikes a title from its page: counts and the pressed button change at once, the
 * server's exact counts replace them when it answers, and a failure puts the old state back.
 */
export function useSetTitleLike(titleId: number) {
  const queryClient = useQueryClient();
  const key = titleViewerKey(titleId);
  return useMutation({
    mutationFn: (value: LikeValue) => setTitleLike(titleId, value),
    retry: false,
    onMutate: async (value) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TitleViewerState>(key);
      if (previous) {
        queryClient.setQueryData<TitleViewerState>(key, {
          ...countsAfterLike(previous, previous.viewer.like, value),
          viewer: { ...previous.viewer, like: value },
        });
      }
      return { previous };
    },
    onError: (_error, _value, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: ({ likes, dislikes, like }) => {
      queryClient.setQueryData<TitleViewerState>(
        key,
        (current) => current && { likes, dislikes, viewer: { ...current.viewer, like } },
      );
    },
  });
}
