import type { AdminHomeRow } from '@pardeh/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../test-support/app-providers.ts';
import { AdminToastProvider } from '../../admin-shell/index.ts';
import { AdminHomeRowsPage } from './home-rows.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stored: AdminHomeRow[] = [
  { kind: 'listing', id: 1, titleFa: 'درام‌ها', filters: { genre: 'drama' } },
  { kind: 'coming-soon', id: 2 },
];

/** The console's API: the stored rows, no collections or genres, and `put` answering the save. */
function stubApi(put: (body: unknown) => Response) {
  const saved: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url).pathname;
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        saved.push(body);
        return put(body);
      }
      const data = path === '/api/admin/home-rows' ? stored : [];
      return Response.json({ data });
    }),
  );
  return saved;
}

const renderPage = () =>
  render(
    <AppProviders>
      <MemoryRouter>
        <AdminToastProvider>
          <AdminHomeRowsPage />
        </AdminToastProvider>
      </MemoryRouter>
    </AppProviders>,
  );

const titleInputs = () => screen.getAllByLabelText('عنوان ردیف') as HTMLInputElement[];

describe('home rows editor', () => {
  it('checks a new row with the contract before saving, and clears the message on an edit', async () => {
    const saved = stubApi(() => Response.json({ data: stored }));
    renderPage();
    await screen.findByDisplayValue('درام‌ها');
    fireEvent.click(screen.getByRole('button', { name: 'افزودن ردیف' }));
    await waitFor(() => expect(titleInputs()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره‌ی ردیف‌ها' }));
    const [, added] = titleInputs();
    await waitFor(() => expect(added?.getAttribute('aria-invalid')).toBe('true'));
    expect(saved).toEqual([]);

    fireEvent.change(added as HTMLInputElement, { target: { value: 'تازه‌ها' } });
    await waitFor(() => expect(titleInputs()[1]?.getAttribute('aria-invalid')).toBe('false'));
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره‌ی ردیف‌ها' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      rows: [
        { kind: 'listing', titleFa: 'درام‌ها', filters: { genre: 'drama' } },
        { kind: 'coming-soon' },
        { kind: 'listing', titleFa: 'تازه‌ها', filters: {} },
      ],
    });
  });

  it("puts a 422's row messages under the row they name, and moves rows", async () => {
    stubApi(() =>
      Response.json(
        {
          message: 'برخی از مقادیر فرستاده‌شده درست نیستند.',
          errors: { 'rows.1.titleFa': ['این عنوان تکراری است.'] },
        },
        { status: 422 },
      ),
    );
    renderPage();
    await screen.findByDisplayValue('درام‌ها');
    // The listing goes below the coming-soon row: now it is row 2 (`rows.1`).
    fireEvent.click(screen.getByRole('button', { name: 'پایین‌تر بردن ردیف ۱' }));
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره‌ی ردیف‌ها' }));
    expect(await screen.findByText('این عنوان تکراری است.')).toBeTruthy();
    expect(titleInputs()[0]?.getAttribute('aria-invalid')).toBe('true');
    // The sentence is a toast; the row's message stands under it.
    expect(await screen.findByText('برخی از مقادیر فرستاده‌شده درست نیستند.')).toBeTruthy();
  });
});
