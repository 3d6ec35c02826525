import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link } from 'react-router';
import { messages } from '../../messages/index.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { ADMIN_CONSOLE_PATH, AdminMenuEntryContent } from './admin-menu-entry.tsx';
import { MenuEntryContent, menuEntryLinkProps } from './menu-entry.tsx';
import { PremiumMenuStatus, premiumMenuTarget } from './premium-menu-status.tsx';
import { useMenuItems } from './use-menu-items.ts';

interface AccountMenuPopupProps {
  anchor: HTMLElement | null;
  open: boolean;
  onClose(): void;
}

/**
 * The account menu's list: a greeting, the premium status, then the dashboard, history,
 * notifications and logout.
 */
export default function AccountMenuPopup({ anchor, open, onClose }: AccountMenuPopupProps) {
  const { items, activeKey } = useMenuItems('account');
  const user = useAuthStore((state) => state.user);
  return (
    <Menu
      id="account-menu"
      anchorEl={anchor}
      open={open && !!anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      slotProps={{ paper: { sx: { minWidth: 220, bgcolor: '#17171b' } } }}
    >
      {user && (
        <ListSubheader sx={{ bgcolor: 'transparent', fontWeight: 700, lineHeight: 2.5 }}>
          {messages.menu.greeting(user.name)}
        </ListSubheader>
      )}
      {user && (
        <MenuItem component={Link} to={premiumMenuTarget(user.premium)} onClick={onClose} data-premium-status>
          <PremiumMenuStatus premium={user.premium} />
        </MenuItem>
      )}
      {user?.isAdmin && (
        <MenuItem component={Link} to={ADMIN_CONSOLE_PATH} onClick={onClose} data-menu-item="admin">
          <AdminMenuEntryContent />
        </MenuItem>
      )}
      {items.map((item) => (
        <MenuItem
          key={item.key}
          {...menuEntryLinkProps(item, activeKey, onClose)}
          sx={{ color: item.key === 'logout' ? 'error.light' : 'inherit' }}
        >
          <MenuEntryContent item={item} />
        </MenuItem>
      ))}
    </Menu>
  );
}
