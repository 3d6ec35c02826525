import type { AdminPlan } from '@pardeh/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../test-support/app-providers.ts';
import { AdminToastProvider } from '../../admin-shell/index.ts';
import { AdminPlansPage } from './plans.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const monthly: AdminPlan = {
  id: 1,
  name: 'اشتراک یک‌ماهه',
  durationDays: 30,
  priceRial: 1_190_000,
  active: true,
  screens: 1,
};

/** The console's API: the one plan, and every PATCH body answered as saved. */
function stubApi() {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as { screens: number };
        sent.push(body);
        return Response.json({ data: { ...monthly, ...body } });
      }
      return Response.json({ data: [monthly] });
    }),
  );
  return sent;
}

const renderPage = () =>
  render(
    <AppProviders>
      <MemoryRouter>
        <AdminToastProvider>
          <AdminPlansPage />
        </AdminToastProvider>
      </MemoryRouter>
    </AppProviders>,
  );

describe('plans page', () => {
  it('refuses screens outside 1 to 10 in Persian, then saves Persian digits as a number', async () => {
    const sent = stubApi();
    renderPage();
    const field = (await screen.findByLabelText('تعداد صفحه‌ی اشتراک یک‌ماهه')) as HTMLInputElement;
    expect(field.value).toBe('۱');
    for (const typed of ['۱۱', '0', '2.5', '']) {
      fireEvent.change(field, { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
      await screen.findByText('تعداد صفحه‌ها باید عددی درست از ۱ تا ۱۰ باشد.');
    }
    expect(sent).toEqual([]);
    fireEvent.change(field, { target: { value: '۴' } });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    await screen.findByText('تعداد صفحه‌ی «اشتراک یک‌ماهه» ذخیره شد.');
    expect(sent).toEqual([{ screens: 4 }]);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('false'));
  });
});
