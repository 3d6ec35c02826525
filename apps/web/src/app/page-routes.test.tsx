import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Link, type Location, MemoryRouter, matchRoutes, type RouteObject, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '../features/auth/components/require-auth.tsx';
import { useNavigationPending } from '../lib/navigation-pending.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { AppRouter } from './app-router.tsx';
import { PageRoutes, pageRoutes, preloadPageIn } from './page-routes.tsx';
import { routes as appRoutes } from './routes.tsx';

// A page's code arriving: past React's 300 ms throttle on revealing a boundary, on a busy machine.
const waitLonger = { timeout: 5_000 };

/** A page module's export that says which page it is. */
function fakePage(text: string): ComponentType {
  return function FakePage() {
    return <p>{text}</p>;
  };
}

/** A page whose code arrives only when the test says so. */
function slowPage(text: string) {
  let arrive = () => {};
  const load = new Promise<ComponentType>((resolve) => {
    arrive = () => resolve(fakePage(text));
  });
  return { load: () => load, arrive };
}

/**
 * Every element put into the document while it runs: the DOM's own record, so even a loading
 * screen that was shown and replaced before the test looks is caught.
 */
function recordInsertions() {
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((delivered) => records.push(...delivered));
  observer.observe(document.body, { childList: true, subtree: true });
  return {
    /** Whether the loading screen (the Suspense fallback) has been in the document at all. */
    loadingScreenShown(): boolean {
      records.push(...observer.takeRecords());
      return records.some((record) =>
        [...record.addedNodes].some(
          (node) =>
            node instanceof Element &&
            (node.matches('[role="progressbar"]') || node.querySelector('[role="progressbar"]') !== null),
        ),
      );
    },
    stop: () => observer.disconnect(),
  };
}

/** Renders `routes` at `path`; the returned object always holds the current location. */
function renderAt(routes: RouteObject[], path: string) {
  const current = { location: undefined as Location | undefined };
  function LocationProbe() {
    current.location = useLocation();
    return null;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <PageRoutes routes={routes} />
      <LocationProbe />
    </MemoryRouter>,
  );
  return current;
}

afterEach(() => {
  useAuthStore.setState({ user: null, token: null, status: 'idle' });
});

describe('a lazy page', () => {
  it('renders at once, without the loading screen, once preloadPage has loaded its code', async () => {
    const routes = pageRoutes([{ path: 'films', load: async () => fakePage('the films page') }]);
    await preloadPageIn(routes, '/films');
    const insertions = recordInsertions();
    renderAt(routes, '/films');
    // No await since the render: a page that suspended would not be in the document yet.
    expect(screen.getByText('the films page')).toBeTruthy();
    expect(insertions.loadingScreenShown()).toBe(false);
    insertions.stop();
  });

  it('shows the loading screen while its code loads, then the page', async () => {
    const page = slowPage('the films page');
    const routes = pageRoutes([{ path: 'films', load: page.load }]);
    renderAt(routes, '/films');
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.queryByText('the films page')).toBeNull();
    page.arrive();
    expect(await screen.findByText('the films page', {}, waitLonger)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('preloads only the page at the address', async () => {
    let loads = 0;
    const counted = (text: string) => async () => {
      loads += 1;
      return fakePage(text);
    };
    const routes = pageRoutes([
      { index: true, load: counted('home') },
      { path: 'films', load: counted('films') },
      { path: 'gift', load: counted('gift'), auth: true },
    ]);
    await preloadPageIn(routes, '/films');
    expect(loads).toBe(1);
    await preloadPageIn(routes, '/gift');
    expect(loads).toBe(2);
    await preloadPageIn(routes, '/nowhere');
    expect(loads).toBe(2);
  });
});

describe('navigating to a page whose code is not in yet', () => {
  const startPath = window.location.pathname;
  beforeEach(() => window.history.replaceState(null, '', '/films'));
  afterEach(() => window.history.replaceState(null, '', startPath));

  it('keeps the old page and says so until the new page has rendered', async () => {
    function FilmsPage() {
      return <Link to="/series">to the series</Link>;
    }
    function PendingFlag() {
      return <output aria-label="pending">{String(useNavigationPending())}</output>;
    }
    const series = slowPage('the series page');
    const routes = pageRoutes([
      { path: 'films', load: async () => FilmsPage },
      { path: 'series', load: series.load },
    ]);
    await preloadPageIn(routes, '/films');
    const insertions = recordInsertions();
    render(
      <AppRouter>
        <PageRoutes routes={routes} />
        <PendingFlag />
      </AppRouter>,
    );
    const pending = screen.getByRole('status', { name: 'pending' });
    expect(pending.textContent).toBe('false');

    fireEvent.click(screen.getByRole('link', { name: 'to the series' }));
    expect(pending.textContent).toBe('true');
    expect(screen.getByRole('link', { name: 'to the series' })).toBeTruthy();

    series.arrive();
    expect(await screen.findByText('the series page', {}, waitLonger)).toBeTruthy();
    expect(pending.textContent).toBe('false');
    expect(screen.queryByRole('link', { name: 'to the series' })).toBeNull();
    // The old page stayed until then: the loading screen never took its place.
    expect(insertions.loadingScreenShown()).toBe(false);
    insertions.stop();
  });
});

describe('a page marked auth', () => {
  const table = () =>
    pageRoutes([
      { path: 'auth/login', load: async () => fakePage('the login page') },
      { path: 'gift', load: async () => fakePage('the gift page'), auth: true },
    ]);

  it('sends a signed-out visitor to login, remembering the page', async () => {
    useAuthStore.setState({ status: 'error' });
    const current = renderAt(table(), '/gift?plan=2');
    expect(await screen.findByText('the login page', {}, waitLonger)).toBeTruthy();
    expect(screen.queryByText('the gift page')).toBeNull();
    expect(current.location?.pathname).toBe('/auth/login');
    expect(new URLSearchParams(current.location?.search).get('redirect')).toBe('/gift?plan=2');
  });

  it('shows the loading screen while the signed-in state is unknown', () => {
    useAuthStore.setState({ status: 'loading' });
    renderAt(table(), '/gift');
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });

  it('shows the page to a signed-in visitor', async () => {
    useAuthStore.setState({ status: 'authenticated' });
    renderAt(table(), '/gift');
    expect(await screen.findByText('the gift page', {}, waitLonger)).toBeTruthy();
  });
});

describe("the site's route table", () => {
  /** Whether the page at `pathname` sits behind RequireAuth. */
  const guarded = (pathname: string) =>
    matchRoutes(appRoutes, pathname)?.some((match) => {
      const element = match.route.element;
      return (
        typeof element === 'object' && element !== null && 'type' in element && element.type === RequireAuth
      );
    });

  it('guards the signed-in pages and only those', () => {
    const signedInOnly = [
      '/admin',
      '/admin/titles',
      '/screenshots/1',
      '/user/watchlist',
      '/user/history',
      '/user/dashboard',
      '/user/edit-password',
      '/user/notifications',
      '/user/new-request',
      '/gopremium',
      '/premium/join/1',
      '/premium/result/7',
      '/gift',
    ];
    const open = [
      '/',
      '/contact',
      '/titles/1/files',
      '/titles/1/a-film',
      '/watch/trailer/tt1',
      '/watch/tt1/1',
      '/tv',
      '/collections/1/a-list',
      '/collections',
      '/people/actor/1/someone',
      '/comingsoon',
      '/categories',
      '/auth/login',
      '/auth/register',
      '/auth/forgot-password',
      '/auth/reset-password/token',
      '/auth/logout',
      '/premium/plans',
      '/premium/plans/1',
      '/no/such/page',
    ];
    expect(signedInOnly.filter((path) => !guarded(path))).toEqual([]);
    expect(open.filter((path) => guarded(path))).toEqual([]);
  });
});
