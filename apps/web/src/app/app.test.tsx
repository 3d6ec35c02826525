import { render, screen } from '@testing-library/react';
import { type Location, MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { removeCookie, setCookie } from '../lib/cookies.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './routes.tsx';

beforeAll(() => {
  // jsdom has no scrolling; the shell scrolls to the top on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  removeCookie('ref');
  useAuthStore.setState({ user: null, token: null, status: 'idle' });
});

// Lazy pages load through dynamic imports, slow on a busy machine.
const waitLonger = { timeout: 15_000 };

/** Renders the app at `path`; the returned object always holds the current location. */
function renderAt(path: string) {
  const current = { location: undefined as Location | undefined };
  function LocationProbe() {
    current.location = useLocation();
    return null;
  }
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return current;
}

describe('the shell', () => {
  it('renders the home page inside the header and menu', async () => {
    useAuthStore.setState({ status: 'error' });
    renderAt('/');
    const menu = await screen.findByRole('navigation', { name: 'منوی اصلی' }, waitLonger);
    expect(menu.querySelector('[aria-current="page"]')?.textContent).toBe('خانه');
    expect(screen.getByRole('link', { name: 'ورود / ثبت‌نام' }).getAttribute('href')).toBe('/auth/login');
  });

  it('shows the not-found page for a path outside the route table', async () => {
    useAuthStore.setState({ status: 'error' });
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'این صفحه پیدا نشد' }, waitLonger)).toBeTruthy();
  });

  it('sends signed-out visitors of a protected page to login, remembering the page', async () => {
    useAuthStore.setState({ status: 'error' });
    const current = renderAt('/user/watchlist?page=2');
    await screen.findByText('ورود', { selector: 'p' }, waitLonger);
    expect(current.location?.pathname).toBe('/auth/login');
    expect(new URLSearchParams(current.location?.search).get('redirect')).toBe('/user/watchlist?page=2');
  });

  it('sends visitors from an advertisement to register instead', async () => {
    useAuthStore.setState({ status: 'error' });
    setCookie('ref', 'ad');
    const current = renderAt('/gift');
    await screen.findByText('ثبت‌نام', { selector: 'p' }, waitLonger);
    expect(current.location?.pathname).toBe('/auth/register');
  });
});
