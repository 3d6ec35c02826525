import { giftBodySchema, premiumFieldMessages, redeemBodySchema } from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import { checkWithSchema } from '../../../../test-support/check-with-schema.ts';
import { buildGiftBody, type GiftFormValues } from './gift-form.ts';

const checkGiftForm = (values: GiftFormValues) => checkWithSchema(giftBodySchema, buildGiftBody(values));
const checkRedeemCode = (code: string) => checkWithSchema(redeemBodySchema, { code });

describe('the gift form', () => {
  it('builds the body the API takes, leaving out an empty message', () => {
    expect(checkGiftForm({ planId: '3', recipientEmail: ' nima@example.com ', message: '  ' })).toEqual({
      ok: true,
      data: { planId: 3, recipientEmail: 'nima@example.com' },
    });
  });

  it('reports each field with the contract’s Persian sentences', () => {
    const check = checkGiftForm({ planId: '', recipientEmail: 'nope', message: 'x'.repeat(501) });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.fieldErrors.planId).toBe(premiumFieldMessages.planRequired);
    expect(check.fieldErrors.message).toBe(premiumFieldMessages.messageTooLong);
    expect(check.fieldErrors.recipientEmail).toMatch(/[\u0600-\u06ff]/);
  });
});

describe('redeem codes as typed', () => {
  it('accepts a code with Persian digits, spaces, lower case and confusable letters', () => {
    expect(checkRedeemCode('abcd efgh-jkmn-pqrs-tvw۰')).toEqual({
      ok: true,
      data: { code: 'ABCDEFGHJKMNPQRSTVW0' },
    });
    expect(checkRedeemCode('oiL0-0000-0000-0000-0000')).toEqual({
      ok: true,
      data: { code: '01100000000000000000' },
    });
  });

  it('says what is wrong with an empty or malformed code', () => {
    expect(checkRedeemCode('  ')).toEqual({
      ok: false,
      fieldErrors: { code: premiumFieldMessages.codeRequired },
    });
    expect(checkRedeemCode('ABCD-EFGH')).toEqual({
      ok: false,
      fieldErrors: { code: premiumFieldMessages.codeInvalid },
    });
  });
});
