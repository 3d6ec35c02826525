import type { topCommentSchema } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type TopComment = z.infer<typeof topCommentSchema>;

/** `GET /api/titles/{id}/topcomments`: the most liked comments (none until comments exist). */
export async function getTopComments(id: number, signal?: AbortSignal): Promise<TopComment[]> {
  const response = await apiRequest<{ data: TopComment[] }>(`/api/titles/${id}/topcomments`, { signal });
  return response.data;
}

export const topCommentsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['titles', String(id), 'topcomments'],
    queryFn: ({ signal }) => getTopComments(id, signal),
  });

export const useTopComments = (id: number, enabled = true) =>
  useQuery({ ...topCommentsQueryOptions(id), enabled });
