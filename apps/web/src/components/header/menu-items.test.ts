import { describe, expect, it } from 'vitest';
import { accountMenuItems, activeMenuKey, desktopMenuItems, mobileMenuItems } from './menu-items.ts';

const signedOut = { signedIn: false, hasNewNotifications: false };
const signedIn = { signedIn: true, hasNewNotifications: true };
const paths = (items: { key: string; to: string }[]) => items.map(({ key, to }) => `${key} ${to}`);

describe('menu items', () => {
  it('offers login instead of the dashboard and no saved items when signed out', () => {
    expect(paths(desktopMenuItems(signedOut))).toEqual([
      'home /',
      'signIn /auth/login',
      'categories /categories',
      'collections /collections',
      'series /tv',
      'movies /movies',
      'dubbed /?is_dubbed=1',
      'comingSoon /comingsoon',
      'support /contact',
    ]);
  });

  it('shows the dashboard with its dot and saved items when signed in', () => {
    const items = desktopMenuItems(signedIn);
    expect(paths(items).slice(0, 3)).toEqual([
      'home /',
      'dashboard /user/dashboard',
      'watchlist /user/watchlist',
    ]);
    expect(items.find((item) => item.key === 'dashboard')?.dot).toBe(true);
    expect(desktopMenuItems({ signedIn: true, hasNewNotifications: false })[1]?.dot).toBe(false);
  });

  it('adds history, notifications, switching profile and logout to the mobile menu', () => {
    expect(paths(mobileMenuItems(signedIn)).slice(-4)).toEqual([
      'history /user/history',
      'notifications /user/notifications',
      'profiles /profiles',
      'logout /auth/logout',
    ]);
  });

  it('gives the desktop account menu the dashboard, history, notifications with their dot, switching profile and logout', () => {
    const items = accountMenuItems(signedIn);
    expect(paths(items)).toEqual([
      'dashboard /user/dashboard',
      'history /user/history',
      'notifications /user/notifications',
      'profiles /profiles',
      'logout /auth/logout',
    ]);
    expect(items.find((item) => item.key === 'logout')?.label).toBe('خروج');
    expect(items.find((item) => item.key === 'notifications')?.dot).toBe(true);
  });

  it('marks the current page, telling the items on / apart by the query', () => {
    const items = mobileMenuItems(signedIn);
    expect(activeMenuKey(items, '/', '')).toBe('home');
    expect(activeMenuKey(items, '/', '?is_dubbed=1')).toBe('dubbed');
    expect(activeMenuKey(items, '/tv', '')).toBe('series');
    expect(activeMenuKey(items, '/movies', '?genre=drama')).toBe('movies');
    expect(activeMenuKey(items, '/collections/3/noir', '')).toBe('collections');
    expect(activeMenuKey(items, '/titles/1/x', '')).toBeUndefined();
  });
});
