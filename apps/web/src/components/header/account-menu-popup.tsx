import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { messages } from '../../messages/index.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { MenuEntryContent, menuEntryLinkProps } from './menu-entry.tsx';
import { useMenuItems } from './use-menu-items.ts';

interface AccountMenuPopupProps {
  anchor: HTMLElement | null;
  open: boolean;
  onClose(): void;
}

/** The account menu's list: a greeting, then the dashboard, history, notifications and logout. */
export default function AccountMenuPopup({ anchor, open, onClose }: AccountMenuPopupProps) {
  const { items, activeKey } = useMenuItems('account');
  const name = useAuthStore((state) => state.user?.name);
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
      {name && (
        <ListSubheader sx={{ bgcolor: 'transparent', fontWeight: 700, lineHeight: 2.5 }}>
          {messages.menu.greeting(name)}
        </ListSubheader>
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
