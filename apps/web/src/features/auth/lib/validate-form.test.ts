import { changePasswordBodySchema, registerBodySchema } from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import { validateForm } from './validate-form.ts';

describe('client-side validation with the contract schemas', () => {
  it('reports the first Persian message of every field at once', () => {
    const result = validateForm(registerBodySchema, {
      name: 'a',
      email: 'not-an-address',
      password: '12345678',
      password_confirmation: 'other',
    });
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        name: 'نام باید دست‌کم ۲ نویسه باشد.',
        email: 'نشانی ایمیل درست نیست.',
        password: 'رمز عبور نباید فقط از رقم تشکیل شده باشد.',
        password_confirmation: 'تکرار رمز عبور با رمز عبور یکسان نیست.',
      },
    });
  });

  it('passes the parsed body on (trimmed, as the server will read it)', () => {
    const result = validateForm(registerBodySchema, {
      name: '  سارا ',
      email: ' sara@example.com ',
      password: 'pardeh-secret',
      password_confirmation: 'pardeh-secret',
    });
    expect(result).toEqual({
      ok: true,
      data: {
        name: 'سارا',
        email: 'sara@example.com',
        password: 'pardeh-secret',
        password_confirmation: 'pardeh-secret',
      },
    });
  });

  it('names the current password when it is missing', () => {
    const result = validateForm(changePasswordBodySchema, {
      current_password: '',
      password: 'pardeh-secret',
      password_confirmation: 'pardeh-secret',
    });
    expect(result).toEqual({ ok: false, fieldErrors: { current_password: 'رمز عبور فعلی را وارد کنید.' } });
  });
});
