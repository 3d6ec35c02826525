import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../test-support/app-providers.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { PhoneCodeForm } from './phone-code-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.setState({ user: null, token: null, status: 'idle' });
});

const sent = { message: 'ok', phone: '+989121234567', retryAfter: 60, expiresIn: 120 };
const user = {
  id: 7,
  name: 'نگار',
  email: null,
  phone: sent.phone,
  hasPassword: false,
  newNotifications: false,
  isAdmin: false,
  premium: { active: false, planId: null, expiresAt: null },
  createdAt: '2026-11-28T00:00:00.000Z',
};

/** Stubs fetch: CSRF at once, then each verify call answered in turn from `answers`. */
function stubVerify(answers: Response[]) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (new URL(url).pathname === '/sanctum/csrf-cookie') return new Response(null, { status: 204 });
      bodies.push(JSON.parse(String(init?.body)));
      return answers.shift() ?? new Response(null, { status: 500 });
    }),
  );
  return bodies;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderForm() {
  render(
    <AppProviders>
      <MemoryRouter>
        <PhoneCodeForm sent={sent} onChangeNumber={() => {}} />
      </MemoryRouter>
    </AppProviders>,
  );
  return screen.getByLabelText(/کد تأیید/, { selector: 'input' }) as HTMLInputElement;
}

describe('PhoneCodeForm', () => {
  it('offers the SMS code to the keyboard, takes Persian digits, and asks a new number its name', async () => {
    const nameNeeded = 'این شماره هنوز حسابی ندارد؛ برای ساختن حساب نام خود را وارد کنید.';
    const bodies = stubVerify([
      json(422, { message: nameNeeded, errors: { name: [nameNeeded] } }),
      json(201, { token: '1.secret', user }),
    ]);
    const code = renderForm();
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    // The resend button waits out the server's pause.
    expect(screen.getByRole('button', { name: /فرستادن دوباره تا ۶۰ ثانیه/ }).hasAttribute('disabled')).toBe(
      true,
    );

    fireEvent.change(code, { target: { value: '۱۲۳ ۴۵۶' } });
    fireEvent.click(screen.getByRole('button', { name: 'تأیید و ورود' }));
    const name = (await screen.findByLabelText(/^نام/, { selector: 'input' })) as HTMLInputElement;
    expect(bodies[0]).toEqual({ phone: sent.phone, code: '123456' });

    fireEvent.change(name, { target: { value: 'نگار' } });
    fireEvent.click(screen.getByRole('button', { name: 'تأیید و ورود' }));
    await waitFor(() => expect(useAuthStore.getState().user?.id).toBe(7));
    expect(bodies[1]).toEqual({ phone: sent.phone, code: '123456', name: 'نگار' });
  });

  it('fills and sends the code WebOTP reads, and aborts the read when the page is left', async () => {
    const signals: AbortSignal[] = [];
    vi.stubGlobal('OTPCredential', class {});
    const get = vi.fn(async ({ signal }: { signal: AbortSignal }) => {
      signals.push(signal);
      return { code: '654321' };
    });
    vi.stubGlobal('navigator', { ...navigator, credentials: { get } });
    const bodies = stubVerify([json(200, { token: '1.secret', user })]);
    renderForm();
    await waitFor(() => expect(useAuthStore.getState().user?.id).toBe(7));
    expect(bodies[0]).toEqual({ phone: sent.phone, code: '654321' });
    cleanup();
    expect(signals[0]?.aborted).toBe(true);
  });
});
