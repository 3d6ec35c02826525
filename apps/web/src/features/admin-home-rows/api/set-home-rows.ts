import type { AdminHomeRow, HomeRowInput } from '@pardeh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminHomeRowsQueryKey } from './get-home-rows.ts';

/** `PUT /api/admin/home-rows`: the whole ordered list at once; answers it as stored. */
export const setHomeRows = (rows: HomeRowInput[]) =>
  apiRequest<{ data: AdminHomeRow[] }>('/api/admin/home-rows', { method: 'PUT', body: { rows } }).then(
    (answer) => answer.data,
  );

export function useSetHomeRows() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setHomeRows,
    retry: false,
    onSuccess: (rows) => queryClient.setQueryData(adminHomeRowsQueryKey, rows),
  });
}
