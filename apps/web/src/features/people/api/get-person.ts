import type { PersonDetail } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { FilmographyParams } from '../lib/filmography-params.ts';

/** Filmography cards per page: two rows of six on a wide screen. */
export const FILMOGRAPHY_PER_PAGE = 12;

/** `GET /api/people/{id}`: the person and one page of one role's filmography. */
export async function getPerson(
  id: string,
  params: FilmographyParams,
  signal?: AbortSignal,
): Promise<PersonDetail> {
  const response = await apiRequest<{ data: PersonDetail }>(`/api/people/${encodeURIComponent(id)}`, {
    query: { role: params.role, order_by: params.orderBy, page: params.page, per_page: FILMOGRAPHY_PER_PAGE },
    signal,
  });
  return response.data;
}

export const personQueryOptions = (id: string, params: FilmographyParams) =>
  queryOptions({
    queryKey: ['people', id, params.role, params.orderBy, params.page],
    queryFn: ({ signal }) => getPerson(id, params, signal),
  });

/** Keeps the previous page on screen while the next one loads, so the header does not flash. */
export const usePerson = (id: string, params: FilmographyParams) =>
  useQuery({
    ...personQueryOptions(id, params),
    placeholderData: (previous) => (previous?.id === Number(id) ? previous : undefined),
  });
