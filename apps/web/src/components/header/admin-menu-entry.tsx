import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { adminEntryMessages } from '../../messages/admin-entry.ts';

/** Where the operator console starts. */
export const ADMIN_CONSOLE_PATH = '/admin';

/**
 * The way into the operator console, for administrators only, in the account menu and the side
 * menu. Both load as their own chunks, so this never reaches the first page load.
 */
export function AdminMenuEntryContent() {
  return (
    <>
      <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
        <AdminPanelSettingsOutlinedIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={adminEntryMessages.link} />
    </>
  );
}
