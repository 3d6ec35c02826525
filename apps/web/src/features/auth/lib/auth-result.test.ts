import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { messages } from '../../../messages/index.ts';
import { authMessages } from '../messages.ts';
import { authErrorMessage, firstFieldErrors, toAuthResult } from './auth-result.ts';

const defaultError = 'مشکلی در انجام فرایند پیش آمده است';

describe('auth call results', () => {
  it('wraps an answer as ok', async () => {
    expect(await toAuthResult(async () => ({ token: 't' }))).toEqual({ ok: true, data: { token: 't' } });
  });

  it("carries the server's sentence and the first message of each field", async () => {
    const result = await toAuthResult(() =>
      Promise.reject(
        new ApiError(422, 'برخی از مقادیر فرستاده‌شده درست نیستند.', {
          email: ['این ایمیل پیش‌تر ثبت شده است.', 'دومی'],
          password: ['رمز عبور باید دست‌کم ۸ نویسه باشد.'],
        }),
      ),
    );
    expect(result).toEqual({
      ok: false,
      error: 'برخی از مقادیر فرستاده‌شده درست نیستند.',
      fieldErrors: {
        email: 'این ایمیل پیش‌تر ثبت شده است.',
        password: 'رمز عبور باید دست‌کم ۸ نویسه باشد.',
      },
    });
  });

  it('falls back to the default sentence when the server gave none', async () => {
    expect(authMessages.defaultError).toBe(defaultError);
    // An answer without a message: apiRequest fills in its own "unreadable" sentence.
    expect(authErrorMessage(new ApiError(500, messages.errors.unexpected))).toBe(defaultError);
    expect(authErrorMessage(new ApiError(502, ''))).toBe(defaultError);
    // The server could not be reached at all.
    expect(authErrorMessage(new ApiError(0, messages.errors.network))).toBe(defaultError);
    expect(authErrorMessage(new TypeError('boom'))).toBe(defaultError);
    expect(await toAuthResult(() => Promise.reject(new Error('boom')))).toEqual({
      ok: false,
      error: defaultError,
      fieldErrors: {},
    });
  });

  it('keeps a 429 or 419 sentence as the server wrote it', () => {
    const tooMany = 'تلاش‌های شما بیش از حد مجاز بود؛ لطفاً یک دقیقه دیگر دوباره تلاش کنید.';
    expect(authErrorMessage(new ApiError(429, tooMany))).toBe(tooMany);
  });

  it('ignores empty field lists', () => {
    expect(firstFieldErrors({ email: [] })).toEqual({});
    expect(firstFieldErrors(undefined)).toEqual({});
  });
});
