import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../test-support/app-providers.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { LoginForm } from './login-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.setState({ user: null, token: null, status: 'idle' });
});

function renderForm() {
  render(
    <AppProviders>
      <MemoryRouter>
        <LoginForm onUseLink={() => {}} />
      </MemoryRouter>
    </AppProviders>,
  );
  return {
    email: screen.getByLabelText(/ایمیل/) as HTMLInputElement,
    password: screen.getByLabelText(/^رمز عبور/, { selector: 'input' }) as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'ورود' }),
  };
}

/** Stubs fetch: the CSRF handshake answers at once, the login waits until `answer` is called. */
function stubFetch() {
  const calls: string[] = [];
  let answer: (response: Response) => void = () => {};
  const loginAnswer = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url).pathname;
      calls.push(path);
      if (path === '/sanctum/csrf-cookie') return new Response(null, { status: 204 });
      return loginAnswer;
    }),
  );
  return { calls, answer: (response: Response) => answer(response) };
}

describe('LoginForm', () => {
  it('checks the fields with the contract rules before sending anything', async () => {
    const { calls } = stubFetch();
    const { email, password, submit } = renderForm();
    fireEvent.click(submit);
    expect(await screen.findByText('ایمیل را وارد کنید.')).toBeTruthy();
    expect(screen.getByText('رمز عبور را وارد کنید.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);

    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.change(password, { target: { value: 'secret-password' } });
    fireEvent.click(submit);
    expect(await screen.findByText('نشانی ایمیل درست نیست.')).toBeTruthy();
    expect(screen.queryByText('رمز عبور را وارد کنید.')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('sends once however often it is clicked, shows progress, then the server’s sentence', async () => {
    const { calls, answer } = stubFetch();
    const { email, password, submit } = renderForm();
    expect(email.getAttribute('dir')).toBe('ltr');
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    fireEvent.change(email, { target: { value: 'sara@example.com' } });
    fireEvent.change(password, { target: { value: 'wrong-password' } });
    fireEvent.click(submit);
    fireEvent.click(submit);
    fireEvent.submit(submit.closest('form') as HTMLFormElement);
    await waitFor(() => expect(calls).toEqual(['/sanctum/csrf-cookie', '/api/sanc/login']));
    const busy = screen.getByRole('button', { name: /در حال ارسال/ }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);

    answer(Response.json({ message: 'ایمیل یا رمز عبور درست نیست.' }, { status: 422 }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('ایمیل یا رمز عبور درست نیست.');
    expect(calls.filter((path) => path === '/api/sanc/login')).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'ورود' }) as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'بستن' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('shows the default sentence when the answer has no message, and toggles the password', async () => {
    const { answer } = stubFetch();
    const { email, password, submit } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'نمایش رمز عبور' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'پنهان کردن رمز عبور' }));
    expect(password.type).toBe('password');

    fireEvent.change(email, { target: { value: 'sara@example.com' } });
    fireEvent.change(password, { target: { value: 'secret-password' } });
    fireEvent.click(submit);
    answer(new Response('', { status: 500 }));
    expect((await screen.findByRole('alert')).textContent).toContain('مشکلی در انجام فرایند پیش آمده است');
  });

  it('signs in with the answer', async () => {
    const { answer } = stubFetch();
    const { email, password, submit } = renderForm();
    fireEvent.change(email, { target: { value: 'sara@example.com' } });
    fireEvent.change(password, { target: { value: 'secret-password' } });
    fireEvent.click(submit);
    const user = {
      id: 7,
      name: 'سارا',
      email: 'sara@example.com',
      newNotifications: false,
      premium: { active: false, planId: null, expiresAt: null },
      createdAt: '2024-01-01T00:00:00.000Z',
    };
    answer(Response.json({ token: '7.secret', user }));
    await waitFor(() => expect(useAuthStore.getState().status).toBe('authenticated'));
    expect(useAuthStore.getState()).toMatchObject({ token: '7.secret', user });
  });
});
