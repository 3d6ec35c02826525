import { randomInt } from 'node:crypto';
import { GIFT_CODE_ALPHABET, GIFT_CODE_LENGTH } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import type { GiftCodeRow, PaymentOrderRow } from '../../db/schema/index.ts';
import { insertGiftCode } from './gift-codes-db.ts';

/** How long a gift code can be redeemed. */
export const GIFT_CODE_VALID_DAYS = 365;

/** 20 characters of a 32-letter alphabet from the system's CSPRNG: 100 unguessable bits. */
export function newGiftCode(): string {
  let code = '';
  for (let index = 0; index < GIFT_CODE_LENGTH; index += 1) {
    code += GIFT_CODE_ALPHABET[randomInt(GIFT_CODE_ALPHABET.length)];
  }
  return code;
}

/** The single-use code a paid gift order bought; call it in the transaction that marks it paid. */
export async function createGiftCode(db: Database, order: PaymentOrderRow): Promise<GiftCodeRow> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const row = await insertGiftCode(
      db,
      {
        orderId: order.id,
        code: newGiftCode(),
        planId: order.planId,
        planName: order.planName,
        durationDays: order.durationDays,
      },
      GIFT_CODE_VALID_DAYS,
    );
    if (row) return row;
  }
  throw new Error(`could not draw an unused gift code for order ${order.id}`);
}
