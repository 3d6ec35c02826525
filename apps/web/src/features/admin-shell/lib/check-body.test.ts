import { commentBlockBodySchema, rejectRequestBodySchema } from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { checkBody, serverFieldErrors } from './check-body.ts';

describe('checking a body with the contract schema', () => {
  it('passes the parsed body on (trimmed as the server would)', () => {
    expect(checkBody(commentBlockBodySchema, { reason: '  توهین  ' })).toEqual({
      ok: true,
      body: { reason: 'توهین' },
    });
  });

  it('keys the first Persian message by field', () => {
    expect(checkBody(rejectRequestBodySchema, { reply: '   ' })).toEqual({
      ok: false,
      errors: { reply: 'پاسخ به درخواست‌کنندگان را بنویسید.' },
    });
    expect(checkBody(commentBlockBodySchema, { reason: 'x'.repeat(501) })).toEqual({
      ok: false,
      errors: { reason: 'دلیل نباید بیش از ۵۰۰ نویسه باشد.' },
    });
  });

  it('reads a 422 into the same shape, and nothing from other failures', () => {
    expect(serverFieldErrors(new ApiError(422, 'نادرست', { reason: ['یک', 'دو'] }))).toEqual({
      reason: 'یک',
    });
    expect(serverFieldErrors(new ApiError(409, 'تکراری'))).toEqual({});
    expect(serverFieldErrors(new Error('x'))).toEqual({});
  });
});
