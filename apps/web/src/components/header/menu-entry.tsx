import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link } from 'react-router';
import { menuIcons } from './menu-icons.ts';
import type { MenuItem } from './menu-items.ts';
import { NotificationDot } from './notification-dot.tsx';

/** What a menu item shows in the side menu and the account menu: its icon, label and dot. */
export function MenuEntryContent({ item }: { item: MenuItem }) {
  const Icon = menuIcons[item.key];
  return (
    <>
      <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={<NotificationDot show={!!item.dot}>{item.label}</NotificationDot>} />
    </>
  );
}

/** A menu item as a link: where it goes, whether it is the current page, and closing the menu. */
export const menuEntryLinkProps = (item: MenuItem, activeKey: string | undefined, onClose: () => void) => ({
  component: Link,
  to: item.to,
  onClick: onClose,
  selected: item.key === activeKey,
  'data-menu-item': item.key,
  'aria-current': item.key === activeKey ? ('page' as const) : undefined,
});
