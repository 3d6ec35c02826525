import type { Checkout, JoinBody } from '@pardeh/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /api/user/join2`: a pending order for the plan; the answer says where the gateway is. */
export const joinPlan = (body: JoinBody) =>
  apiRequest<{ data: Checkout }>('/api/user/join2', { method: 'POST', body }).then((answer) => answer.data);

export const useJoinPlan = () => useMutation({ mutationFn: joinPlan, retry: false });
