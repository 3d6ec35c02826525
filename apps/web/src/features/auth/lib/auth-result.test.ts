import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { messages } from '../../../messages/index.ts';
import { authMessages } from '../messages.ts';
import { authErrorMessage } from './auth-result.ts';

const defaultError = 'مشکلی در انجام فرایند پیش آمده است';

describe('auth error sentences', () => {
  it("keeps the server's sentence", () => {
    expect(authErrorMessage(new ApiError(422, 'برخی از مقادیر فرستاده‌شده درست نیستند.'))).toBe(
      'برخی از مقادیر فرستاده‌شده درست نیستند.',
    );
  });

  it('falls back to the default sentence when the server gave none', () => {
    expect(authMessages.defaultError).toBe(defaultError);
    // An answer without a message: apiRequest fills in its own "unreadable" sentence.
    expect(authErrorMessage(new ApiError(500, messages.errors.unexpected))).toBe(defaultError);
    expect(authErrorMessage(new ApiError(502, ''))).toBe(defaultError);
    // The server could not be reached at all.
    expect(authErrorMessage(new ApiError(0, messages.errors.network))).toBe(defaultError);
    expect(authErrorMessage(new TypeError('boom'))).toBe(defaultError);
    expect(authErrorMessage(new Error('boom'))).toBe(defaultError);
  });

  it('keeps a 429 or 419 sentence as the server wrote it', () => {
    const tooMany = 'تلاش‌های شما بیش از حد مجاز بود؛ لطفاً یک دقیقه دیگر دوباره تلاش کنید.';
    expect(authErrorMessage(new ApiError(429, tooMany))).toBe(tooMany);
  });
});
