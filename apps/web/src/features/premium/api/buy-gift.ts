import type { Checkout, GiftBody } from '@pardeh/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /api/user/reserve2`: a pending gift order; the answer says where the gateway is. */
export const buyGift = (body: GiftBody) =>
  apiRequest<{ data: Checkout }>('/api/user/reserve2', { method: 'POST', body }).then(
    (answer) => answer.data,
  );

export const useBuyGift = () => useMutation({ mutationFn: buyGift, retry: false });
