import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { AdminUserDetail } from '@pardeh/contract';
import { formatJalaliDate } from '../../../lib/persian.ts';
import { adminUsersMessages } from '../messages.ts';
import type { UserAction } from './user-action-dialog.tsx';
import { UserPanel } from './user-panel.tsx';

const text = adminUsersMessages.users.premium;

/** The premium status with its Jalali expiry, and the two manual changes. */
export function UserPremiumPanel({
  user,
  onAction,
}: {
  user: AdminUserDetail;
  onAction(action: UserAction): void;
}) {
  const { premium } = user;
  const status = !premium.expiresAt
    ? text.never
    : premium.active
      ? text.active(formatJalaliDate(premium.expiresAt))
      : text.ended(formatJalaliDate(premium.expiresAt));
  return (
    <UserPanel id="user-premium-title" title={text.title}>
      <Box
        data-testid="user-premium-status"
        data-active={premium.active}
        sx={{ color: premium.active ? 'success.light' : 'text.secondary', fontWeight: 600, mb: 2 }}
      >
        {status}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" color="secondary" onClick={() => onAction('extend')}>
          {text.extend}
        </Button>
        {premium.active && (
          <Button variant="outlined" color="error" onClick={() => onAction('end')}>
            {text.end}
          </Button>
        )}
      </Box>
    </UserPanel>
  );
}
