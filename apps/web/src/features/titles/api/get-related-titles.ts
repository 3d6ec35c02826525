import type { TitleResult } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The two rows beside a title: `similar` and `director-titles` (`GET /api/titles/{id}/{list}`). */
export type RelatedList = 'similar' | 'director-titles';

export async function getRelatedTitles(
  id: number,
  list: RelatedList,
  signal?: AbortSignal,
): Promise<TitleResult[]> {
  const response = await apiRequest<{ data: TitleResult[] }>(`/api/titles/${id}/${list}`, { signal });
  return response.data;
}

export const relatedTitlesQueryOptions = (id: number, list: RelatedList) =>
  queryOptions({
    queryKey: ['titles', String(id), list],
    queryFn: ({ signal }) => getRelatedTitles(id, list, signal),
  });

export const useRelatedTitles = (id: number, list: RelatedList, enabled = true) =>
  useQuery({ ...relatedTitlesQueryOptions(id, list), enabled });
