import { type ScreensFull, type StreamSlot, type StreamSlotClaim, screensFullSchema } from '@pardeh/contract';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

export type ClaimOutcome = { slot: StreamSlot } | { full: ScreensFull };

/**
 * `POST /api/user/stream-slots`: takes one of the account's screens to play a premium file. A full
 * plan (409) is an outcome, not a failure: it lists the devices playing, so one can be stopped.
 */
export async function claimStreamSlot(fileId: number): Promise<ClaimOutcome> {
  try {
    const response = await apiRequest<{ data: StreamSlot }>('/api/user/stream-slots', {
      method: 'POST',
      body: { fileId } satisfies StreamSlotClaim,
    });
    return { slot: response.data };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      const full = screensFullSchema.safeParse(error.body);
      if (full.success) return { full: full.data };
    }
    throw error;
  }
}
