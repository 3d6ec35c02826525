import { messages } from '../../messages/index.ts';

export type MenuKey =
  | 'home'
  | 'dashboard'
  | 'signIn'
  | 'watchlist'
  | 'categories'
  | 'collections'
  | 'series'
  | 'movies'
  | 'dubbed'
  | 'comingSoon'
  | 'support'
  | 'history'
  | 'notifications'
  | 'profiles'
  | 'logout';

export interface MenuItem {
  key: MenuKey;
  label: string;
  to: string;
  /** Shows the red dot: the user has notifications they have not seen. */
  dot?: boolean;
}

const item = (key: MenuKey, to: string): MenuItem => ({ key, label: messages.menu[key], to });

interface MenuContext {
  signedIn: boolean;
  hasNewNotifications: boolean;
}

/** The desktop menu, in the order the product lists its sections. */
export function desktopMenuItems({ signedIn, hasNewNotifications }: MenuContext): MenuItem[] {
  return [
    item('home', '/'),
    signedIn
      ? { ...item('dashboard', '/user/dashboard'), dot: hasNewNotifications }
      : item('signIn', '/auth/login'),
    ...(signedIn ? [item('watchlist', '/user/watchlist')] : []),
    item('categories', '/categories'),
    item('collections', '/collections'),
    item('series', '/tv'),
    item('movies', '/movies'),
    item('dubbed', '/?is_dubbed=1'),
    item('comingSoon', '/comingsoon'),
    item('support', '/contact'),
  ];
}

/**
 * The signed-in user's own pages beyond the desktop row: history, notifications, switching
 * profile and logout.
 */
function accountExtras({ hasNewNotifications }: MenuContext): MenuItem[] {
  return [
    item('history', '/user/history'),
    { ...item('notifications', '/user/notifications'), dot: hasNewNotifications },
    item('profiles', '/profiles'),
    item('logout', '/auth/logout'),
  ];
}

/** The mobile side menu: the desktop items, then the signed-in user's history, notifications and logout. */
export function mobileMenuItems(context: MenuContext): MenuItem[] {
  return [...desktopMenuItems(context), ...(context.signedIn ? accountExtras(context) : [])];
}

/** The desktop account menu of a signed-in user: the dashboard, history, notifications and logout. */
export function accountMenuItems(context: MenuContext): MenuItem[] {
  return [item('dashboard', '/user/dashboard'), ...accountExtras(context)];
}

/**
 * Which item is the current page. Several items share `/` (home, dubbed), so the query
 * decides, and the first match wins: `/` is home, `/?is_dubbed=1` is dubbed.
 */
export function activeMenuKey(items: MenuItem[], pathname: string, search: string): MenuKey | undefined {
  const dubbed = new URLSearchParams(search).get('is_dubbed') === '1';
  const match = items.find((candidate) => {
    const [path, query = ''] = candidate.to.split('?');
    if (path === '/') return pathname === '/' && dubbed === query.includes('is_dubbed=1');
    return pathname === path || pathname.startsWith(`${path}/`);
  });
  return match?.key;
}
