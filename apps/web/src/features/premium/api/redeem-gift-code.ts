import type { RedeemBody, RedeemResult } from '@pardeh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { myGiftsQueryKey } from './get-my-gifts.ts';

/** `POST /api/user/redeem`: spends the code on the user's own premium. */
export const redeemGiftCode = (body: RedeemBody) =>
  apiRequest<{ data: RedeemResult }>('/api/user/redeem', { method: 'POST', body }).then(
    (answer) => answer.data,
  );

/**
 * Redeems and puts the new premium into the signed-in user, so the header and dashboard show it
 * at once; the buyer's gift list is refreshed too (a buyer may redeem their own gift).
 */
export function useRedeemGiftCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemGiftCode,
    retry: false,
    onSuccess: ({ premium }) => {
      const { user, setUser } = useAuthStore.getState();
      if (user) setUser({ ...user, premium });
      return queryClient.invalidateQueries({ queryKey: myGiftsQueryKey });
    },
  });
}
