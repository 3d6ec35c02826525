import { z } from 'zod';
import { rowIdSchema } from './common.ts';

/**
 * Screens per plan (#30): a premium play holds one of the account's screens while its player
 * beats (`POST /api/user/stream-slots`, `…/{id}/heartbeat`); the plan says how many play at once.
 * The next device is refused with the devices playing, and may stop one of them.
 */

export const streamSlotMessages = {
  invalidSlot: 'شناسه‌ی پخش درست نیست.',
} as const;

export const streamSlotClaimSchema = z.strictObject({ fileId: rowIdSchema }).meta({ id: 'StreamSlotClaim' });
export type StreamSlotClaim = z.infer<typeof streamSlotClaimSchema>;

/** A screen this device now holds: beat every `heartbeatSeconds` to keep it. */
export const streamSlotSchema = z
  .strictObject({
    id: z.uuid(),
    heartbeatSeconds: z.number().positive(),
  })
  .meta({ id: 'StreamSlot' });
export type StreamSlot = z.infer<typeof streamSlotSchema>;

/** One of the account's plays, as the «screens full» message lists it. */
export const streamDeviceSchema = z
  .strictObject({
    id: z.uuid(),
    /** Persian, e.g. «کروم روی اندروید». */
    device: z.string(),
    /** What it plays: the title's name and the file's quality. */
    playing: z.string(),
    startedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'StreamDevice' });
export type StreamDevice = z.infer<typeof streamDeviceSchema>;

/** 409 of a claim: every screen of the plan is in use. */
export const screensFullSchema = z
  .strictObject({
    message: z.string(),
    screens: z.number().int().min(1),
    devices: z.array(streamDeviceSchema),
  })
  .meta({ id: 'ScreensFull' });
export type ScreensFull = z.infer<typeof screensFullSchema>;

export const streamSlotEndReasons = ['stopped', 'expired'] as const;
export type StreamSlotEndReason = (typeof streamSlotEndReasons)[number];

/**
 * 410 of a heartbeat: the play no longer holds its screen. `stopped`: the owner stopped it from
 * another device (the player stops); `expired`: its beats stopped too long (the player claims again).
 */
export const streamSlotEndedSchema = z
  .strictObject({ message: z.string(), reason: z.enum(streamSlotEndReasons) })
  .meta({ id: 'StreamSlotEnded' });
export type StreamSlotEnded = z.infer<typeof streamSlotEndedSchema>;

export const streamSlotParamsSchema = z.object({ id: z.uuid({ error: streamSlotMessages.invalidSlot }) });
