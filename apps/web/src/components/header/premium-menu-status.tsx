import WorkspacePremiumRoundedIcon from '@mui/icons-material/WorkspacePremiumRounded';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { User } from '@pardeh/contract';
import { formatJalaliDate } from '../../lib/persian.ts';
import { premiumMessages } from '../../messages/premium.ts';

/** Where the premium line of the menus leads: the user's status page, or the plans to buy. */
export const premiumMenuTarget = (premium: User['premium']) =>
  premium.active ? '/gopremium' : '/premium/plans';

/**
 * The premium line of the account menu and the side menu: a gold badge with the Jalali expiry
 * while premium runs, otherwise an invitation to buy it. Lives in the menus' own chunks.
 */
export function PremiumMenuStatus({ premium }: { premium: User['premium'] }) {
  const active = premium.active && premium.expiresAt;
  return (
    <>
      <ListItemIcon sx={{ minWidth: 40, color: active ? '#f5c518' : 'inherit' }}>
        <WorkspacePremiumRoundedIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText
        primary={active ? premiumMessages.menu.active(formatJalaliDate(active)) : premiumMessages.menu.none}
        slotProps={{
          primary: { sx: { color: active ? '#ffd76a' : 'inherit', fontWeight: active ? 700 : 400 } },
        }}
      />
    </>
  );
}
