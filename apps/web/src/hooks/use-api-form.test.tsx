import { registerBodySchema } from '@pardeh/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormTextField } from '../components/form-text-field.tsx';
import { ApiError } from '../lib/api-client.ts';
import { useApiForm } from './use-api-form.ts';

afterEach(cleanup);

const fields = ['name', 'email', 'password', 'password_confirmation'] as const;

function RegisterLikeForm({ send }: { send(body: unknown): Promise<unknown> }) {
  const form = useApiForm({
    schema: registerBodySchema,
    defaultValues: { name: '', email: '', password: '', password_confirmation: '' },
  });
  return (
    <form noValidate onSubmit={form.onSubmit(send)}>
      {form.formError && <p role="alert">{form.formError}</p>}
      {fields.map((name) => (
        <FormTextField key={name} form={form} name={name} label={name} />
      ))}
      <button type="submit" disabled={form.pending}>
        send
      </button>
    </form>
  );
}

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const fill = () => {
  type('name', '  سارا ');
  type('email', ' sara@example.com ');
  type('password', 'pardeh-secret');
  type('password_confirmation', 'pardeh-secret');
};

describe('useApiForm', () => {
  it("checks with the contract's schema: each field's first Persian message, focus on the first", async () => {
    const send = vi.fn(async () => {});
    render(<RegisterLikeForm send={send} />);
    type('name', 'a');
    type('email', 'not-an-address');
    type('password', '12345678');
    type('password_confirmation', 'other');
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText('نام باید دست‌کم ۲ نویسه باشد.')).toBeTruthy();
    expect(screen.getByText('نشانی ایمیل درست نیست.')).toBeTruthy();
    expect(screen.getByText('رمز عبور نباید فقط از رقم تشکیل شده باشد.')).toBeTruthy();
    expect(screen.getByText('تکرار رمز عبور با رمز عبور یکسان نیست.')).toBeTruthy();
    expect(input('name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('name'));
    expect(send).not.toHaveBeenCalled();

    // Editing a field takes its message away; the others stay until the next submit.
    type('name', 'سارا');
    await waitFor(() => expect(screen.queryByText('نام باید دست‌کم ۲ نویسه باشد.')).toBeNull());
    expect(input('name').getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByText('نشانی ایمیل درست نیست.')).toBeTruthy();
  });

  it('sends the parsed body (trimmed, as the server reads it), once however often it is submitted', async () => {
    let answer: () => void = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    render(<RegisterLikeForm send={send} />);
    fill();
    const button = screen.getByRole('button', { name: 'send' }) as HTMLButtonElement;
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({
      name: 'سارا',
      email: 'sara@example.com',
      password: 'pardeh-secret',
      password_confirmation: 'pardeh-secret',
    });
    await waitFor(() => expect(button.disabled).toBe(true));
    answer();
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("puts a 422's field errors under the form's fields and focuses the first; its sentence above", async () => {
    const send = vi.fn(async () => {
      throw new ApiError(422, 'برخی از مقادیر فرستاده‌شده درست نیستند.', {
        password: ['رمز عبور بسیار رایج است.', 'دومی'],
        email: ['این ایمیل پیش‌تر ثبت شده است.'],
        unknownField: ['نادیده'],
      });
    });
    render(<RegisterLikeForm send={send} />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText('این ایمیل پیش‌تر ثبت شده است.')).toBeTruthy();
    expect(screen.getByText('رمز عبور بسیار رایج است.')).toBeTruthy();
    expect(screen.queryByText('دومی')).toBeNull();
    expect(screen.queryByText('نادیده')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('برخی از مقادیر فرستاده‌شده درست نیستند.');
    // Document order: email comes before password.
    expect(document.activeElement).toBe(input('email'));
  });

  it('does not repeat above the form a sentence already under its field', async () => {
    const taken = 'این ایمیل پیش‌تر ثبت شده است.';
    render(
      <RegisterLikeForm
        send={async () => {
          throw new ApiError(422, taken, { email: [taken] });
        }}
      />,
    );
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText(taken)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
