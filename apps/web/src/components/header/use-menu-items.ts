import { useLocation } from 'react-router';
import { useAuthStore } from '../../stores/auth-store.ts';
import { activeMenuKey, desktopMenuItems, type MenuItem, mobileMenuItems } from './menu-items.ts';

/** The menu for the current user and the key of the item that is the current page. */
export function useMenuItems(variant: 'desktop' | 'mobile'): { items: MenuItem[]; activeKey?: string } {
  const user = useAuthStore((state) => state.user);
  const status = useAuthStore((state) => state.status);
  const { pathname, search } = useLocation();
  const context = {
    signedIn: status === 'authenticated' && !!user,
    hasNewNotifications: !!user?.newNotifications,
  };
  const items = variant === 'desktop' ? desktopMenuItems(context) : mobileMenuItems(context);
  return { items, activeKey: activeMenuKey(items, pathname, search) };
}
