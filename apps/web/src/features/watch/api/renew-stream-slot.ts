import { type StreamSlotEnded, streamSlotEndedSchema } from '@pardeh/contract';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/**
 * `POST /api/user/stream-slots/{id}/heartbeat`: keeps this device's screen. Resolves null while it
 * holds, or with why it no longer does (410: stopped from another device, or expired; a 404, a play
 * the server forgot after it expired, counts as expired).
 */
export async function renewStreamSlot(id: string): Promise<StreamSlotEnded | null> {
  try {
    await apiRequest(`/api/user/stream-slots/${encodeURIComponent(id)}/heartbeat`, { method: 'POST' });
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      return { reason: 'expired', message: error.message };
    if (error instanceof ApiError && error.status === 410) {
      const ended = streamSlotEndedSchema.safeParse(error.body);
      if (ended.success) return ended.data;
    }
    throw error;
  }
}
