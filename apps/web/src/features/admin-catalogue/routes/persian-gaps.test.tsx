import type { AdminTitleGap } from '@pardeh/contract';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../test-support/app-providers.ts';
import { AdminToastProvider } from '../../admin-shell/index.ts';
import { AdminTitleGapsPage } from './persian-gaps.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const gap: AdminTitleGap = {
  id: 5,
  type: 'movie',
  titleEn: 'A Separation',
  titleFa: null,
  year: 2011,
  plotEn: 'A married couple are faced with a difficult decision.',
  missing: ['titleFa', 'plotFa'],
  views: 1234,
  votes: 250000,
  path: '/titles/5/a-separation',
  updatedAt: '2026-11-27T08:00:00.000000Z',
};

/** The console's API: the one gap until the editor saves it; every call recorded. */
function stubApi() {
  const calls: Array<{ url: URL; method: string; body: unknown }> = [];
  let saved = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ url: new URL(input, 'https://pardeh.test'), method, body });
      if (method === 'PATCH') {
        saved = true;
        return Response.json({ data: { id: gap.id } });
      }
      const data = saved ? [] : [gap];
      return Response.json({ data, meta: { page: 1, perPage: 20, total: data.length, lastPage: 1 } });
    }),
  );
  return calls;
}

const renderPage = (address: string) =>
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[address]}>
        <AdminToastProvider>
          <AdminTitleGapsPage />
        </AdminToastProvider>
      </MemoryRouter>
    </AppProviders>,
  );

describe('Persian work queue', () => {
  it('lists what lacks Persian text with its audience, and saves the Persian text in place', async () => {
    const calls = stubApi();
    renderPage('/admin/persian-gaps?page=2');
    const form = await screen.findByRole('form', { name: 'متن فارسی «A Separation»' });
    const row = form.closest('tr') as HTMLElement;
    expect(calls[0]?.url.pathname).toBe('/api/admin/persian-gaps/titles');
    expect(calls[0]?.url.searchParams.get('page')).toBe('2');
    expect(within(row).getByText('۱٬۲۳۴ بیننده')).toBeTruthy();
    expect(within(row).getByText('۲۵۰٬۰۰۰')).toBeTruthy();
    expect(within(row).getByText(gap.plotEn as string)).toBeTruthy();

    const save = within(form).getByRole('button', { name: 'ذخیره' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText('عنوان فارسی'), {
      target: { value: ' جدایی نادر از سیمین ' },
    });
    fireEvent.click(save);
    expect(await screen.findByText('همه‌چیز فارسی است.')).toBeTruthy();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url.pathname).toBe('/api/admin/titles/5');
    // Only the field written is sent, with the version the queue showed.
    expect(patch?.body).toEqual({ ifUpdatedAt: gap.updatedAt, titleFa: 'جدایی نادر از سیمین' });
    expect(screen.getByRole('tab', { name: 'هنرمندان' }).getAttribute('href')).toBe(
      '/admin/persian-gaps/people',
    );
  });
});
