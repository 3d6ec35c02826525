import type { AdminSearchMiss } from '@pardeh/contract';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../test-support/app-providers.ts';
import { AdminToastProvider } from '../../admin-shell/index.ts';
import { AdminSearchMissesPage } from './search-misses.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const miss: AdminSearchMiss = {
  id: 7,
  text: 'جدایی نادر',
  count: 1234,
  firstSeenAt: '2026-11-01T08:00:00.000Z',
  lastSeenAt: '2026-11-27T08:00:00.000Z',
};

/** The console's API: one miss until it is dismissed; every call recorded. */
function stubApi() {
  const calls: Array<{ url: URL; method: string }> = [];
  let dismissed = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ url: new URL(input, 'https://pardeh.test'), method });
      if (method === 'DELETE') {
        dismissed = true;
        return new Response(null, { status: 204 });
      }
      const data = dismissed ? [] : [miss];
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
          <AdminSearchMissesPage />
        </AdminToastProvider>
      </MemoryRouter>
    </AppProviders>,
  );

describe('missed searches page', () => {
  it('asks for the filters in the address and shows each miss in Persian digits', async () => {
    const calls = stubApi();
    renderPage('/admin/search-misses?q=جدایی&order=last-seen&page=2');
    const row = (await screen.findByText('جدایی نادر')).closest('tr') as HTMLElement;
    const [list] = calls;
    expect(list?.url.pathname).toBe('/api/admin/search-misses');
    expect(Object.fromEntries(list?.url.searchParams ?? [])).toMatchObject({
      q: 'جدایی',
      order: 'last-seen',
      page: '2',
    });
    expect(within(row).getByText('۱٬۲۳۴ بار')).toBeTruthy();
    expect(row.textContent).toContain('آذر ۱۴۰۵');
    const site = within(row).getByRole('link', { name: 'جست‌وجوی «جدایی نادر» در سایت (زبانه‌ی تازه)' });
    expect(new URL(site.getAttribute('href') ?? '', 'https://pardeh.test').searchParams.get('q')).toBe(
      'جدایی نادر',
    );
    expect(
      within(row).getByRole('link', { name: 'درخواست‌های محتوای هم‌نام «جدایی نادر»' }).getAttribute('href'),
    ).toBe(`/admin/requests?${new URLSearchParams({ q: 'جدایی نادر' })}`);
  });

  it('dismisses a miss after asking, then lists without it', async () => {
    const calls = stubApi();
    renderPage('/admin/search-misses');
    fireEvent.click(await screen.findByRole('button', { name: 'کنار گذاشتن «جدایی نادر»' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'کنار گذاشتن' }));
    await screen.findByText('کنار گذاشته شد.');
    await screen.findByText('جست‌وجوی بی‌نتیجه‌ای نیست.');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url.pathname)).toEqual([
      '/api/admin/search-misses/7',
    ]);
  });
});
