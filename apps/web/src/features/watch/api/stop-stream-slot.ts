import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `DELETE /api/user/stream-slots/{id}`: stops one of the account's plays on another device. */
export async function stopStreamSlot(id: string): Promise<void> {
  await apiRequest(`/api/user/stream-slots/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useStopStreamSlot() {
  return useMutation({ mutationFn: stopStreamSlot, retry: false });
}
