import type { AdminUserDetail } from '@pardeh/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../test-support/app-providers.ts';
import { UserActionDialog } from './user-action-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user: AdminUserDetail = {
  id: 8,
  name: 'نیما',
  email: 'nima@example.com',
  phone: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  isAdmin: false,
  blocked: false,
  premium: { active: false, planId: null, expiresAt: null },
  block: null,
  orders: [],
  ordersTotal: 0,
  redeemedGifts: [],
  premiumAdjustments: [],
};

function stubApi() {
  const calls: Array<{ path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ path: new URL(url).pathname, body: JSON.parse(String(init?.body)) });
      const changed = {
        ...user,
        premium: { active: true, planId: null, expiresAt: '2026-12-01T00:00:00.000Z' },
      };
      return new Response(JSON.stringify({ data: changed }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

describe('extending premium by hand', () => {
  it('asks for a reason, reads Persian digits, then sends the contract body', async () => {
    const calls = stubApi();
    const onClose = vi.fn();
    render(
      <AppProviders>
        <MemoryRouter>
          <UserActionDialog user={user} action="extend" onClose={onClose} />
        </MemoryRouter>
      </AppProviders>,
    );
    const days = screen.getByRole('textbox', { name: 'تعداد روز' });
    fireEvent.change(days, { target: { value: '۰' } });
    fireEvent.click(screen.getByRole('button', { name: 'تمدید کن' }));
    expect(await screen.findByText('تعداد روزها باید عددی درست از ۱ تا ۳۶۵۰ باشد.')).toBeTruthy();
    expect(screen.getByText('دلیل را بنویسید.')).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.change(days, { target: { value: '۴۵' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'دلیل' }), { target: { value: 'دستور رگولاتور' } });
    fireEvent.click(screen.getByRole('button', { name: 'تمدید کن' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      { path: '/api/admin/users/8/premium', body: { action: 'extend', days: 45, reason: 'دستور رگولاتور' } },
    ]);
  });
});
