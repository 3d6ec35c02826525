import { useLocation } from 'react-router';
import { useAuthStore } from '../../stores/auth-store.ts';
import {
  accountMenuItems,
  activeMenuKey,
  desktopMenuItems,
  type MenuItem,
  mobileMenuItems,
} from './menu-items.ts';

const menus = { desktop: desktopMenuItems, mobile: mobileMenuItems, account: accountMenuItems };

/** The menu for the current user and the key of the item that is the current page. */
export function useMenuItems(variant: keyof typeof menus): { items: MenuItem[]; activeKey?: string } {
  const user = useAuthStore((state) => state.user);
  const status = useAuthStore((state) => state.status);
  const { pathname, search } = useLocation();
  const context = {
    signedIn: status === 'authenticated' && !!user,
    hasNewNotifications: !!user?.newNotifications,
  };
  const items = menus[variant](context);
  return { items, activeKey: activeMenuKey(items, pathname, search) };
}
