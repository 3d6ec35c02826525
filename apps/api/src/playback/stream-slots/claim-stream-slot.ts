import type { StreamDevice, StreamSlot } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { deviceLabel } from './device-label.ts';
import { presentStreamDevice } from './present-stream-slot.ts';
import {
  deleteExpiredSlots,
  findSlotFile,
  insertSlot,
  listLiveSlotRows,
  lockAccountScreens,
} from './stream-slots-db.ts';

/** Premium given without a plan (an operator's extension) plays on one screen. */
const SCREENS_WITHOUT_PLAN = 1;

/** Every screen of the account's plan is playing: the 409 lists the plays, so one can be stopped. */
export class ScreensFull extends Error {
  constructor(
    readonly screens: number,
    readonly devices: StreamDevice[],
  ) {
    super(messages.streamSlots.screensFull(screens));
  }
}

export interface SlotTiming {
  heartbeatMs: number;
  lifetimeMs: number;
}

/**
 * Takes one of the account's screens for a premium file, or throws ScreensFull. The account's row
 * is locked while the plays are counted and the new one written, so parallel claims of one account
 * give exactly as many screens as the plan has, on PGlite and PostgreSQL alike. Free files take no
 * screen (docs/DECISIONS.md): claiming one is a 422.
 */
export async function claimStreamSlot(
  db: Database,
  { userId, fileId, userAgent }: { userId: number; fileId: number; userAgent: string | undefined },
  timing: SlotTiming,
): Promise<StreamSlot> {
  const file = await findSlotFile(db, fileId);
  if (!file) throw notFound(messages.fileNotFound);
  if (!file.premiumOnly) throw new HttpError(422, messages.streamSlots.freeFile);
  const id = await db.transaction(async (tx) => {
    const account = await lockAccountScreens(tx, userId);
    if (!account?.premiumExpiresAt || account.premiumExpiresAt <= new Date())
      throw new HttpError(403, messages.streamSlots.premiumRequired);
    const screens = account.screens ?? SCREENS_WITHOUT_PLAN;
    await deleteExpiredSlots(tx, userId);
    const playing = await listLiveSlotRows(tx, userId);
    if (playing.length >= screens) throw new ScreensFull(screens, playing.map(presentStreamDevice));
    return insertSlot(tx, { userId, fileId, device: deviceLabel(userAgent), lifetimeMs: timing.lifetimeMs });
  });
  return { id, heartbeatSeconds: timing.heartbeatMs / 1000 };
}
