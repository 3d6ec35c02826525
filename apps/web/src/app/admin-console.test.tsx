import type { User } from '@pardeh/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../test-support/app-providers.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { AdminConsole } from './admin-console.tsx';

const user = (isAdmin: boolean) => ({ id: 1, name: 'مدیر', email: 'a@pardeh.test', isAdmin }) as User;
// Lazy pages load through dynamic imports, slow on a busy machine.
const waitLonger = { timeout: 15_000 };

beforeAll(() => {
  // jsdom has no scrolling; the console scrolls to the top on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ user: null, token: null, status: 'idle' });
});

/** The dashboard's request answers with `status`; other calls never come. */
function answerDashboard(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
}

function renderConsole() {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/admin']}>
        <Routes>
          <Route path="/admin/*" element={<AdminConsole />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('admin guard', () => {
  it('shows a signed-in user who is not an administrator the 403 page', async () => {
    useAuthStore.setState({ status: 'authenticated', user: user(false) });
    renderConsole();
    expect(await screen.findByRole('heading', { name: 'دسترسی ندارید' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'باز کردن فهرست مدیریت' })).toBeNull();
  });

  it('lets an administrator in, and shows the 403 page once the API refuses them', async () => {
    useAuthStore.setState({ status: 'authenticated', user: user(true) });
    answerDashboard(403, { message: 'دسترسی ندارید.' });
    renderConsole();
    // jsdom matches no media query: the narrow layout, its sections behind the menu button.
    expect(await screen.findByRole('button', { name: 'باز کردن فهرست مدیریت' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'دسترسی ندارید' }, waitLonger)).toBeTruthy();
  });

  it('signs the operator out when the API says the session ended', async () => {
    useAuthStore.setState({ status: 'authenticated', user: user(true), token: 't' });
    answerDashboard(401, { message: 'وارد نشده‌اید.' });
    renderConsole();
    await vi.waitFor(() => expect(useAuthStore.getState().status).toBe('error'), waitLonger);
  });
});
