import WorkspacePremiumRoundedIcon from '@mui/icons-material/WorkspacePremiumRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { User } from '@pardeh/contract';
import { LinkButton } from '../../../components/link-button.tsx';
import { formatJalaliDate } from '../../../lib/persian.ts';
import { dashboardMessages } from '../../../messages/dashboard.ts';

function statusText({ active, expiresAt }: User['premium']): string {
  if (active && expiresAt) return dashboardMessages.premiumActive(formatJalaliDate(expiresAt));
  if (expiresAt) return dashboardMessages.premiumExpired(formatJalaliDate(expiresAt));
  return dashboardMessages.premiumNone;
}

/** Premium: until when it runs (a Jalali date), or what it gives and where to get it. */
export function PremiumStatus({ premium }: { premium: User['premium'] }) {
  return (
    <Box
      component="section"
      aria-label={dashboardMessages.links.plans}
      data-premium-active={premium.active}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        p: { xs: 2, sm: 2.5 },
        borderRadius: 3,
        border: '1px solid',
        borderColor: premium.active ? 'secondary.main' : 'divider',
        bgcolor: premium.active ? 'rgba(31,191,154,0.08)' : 'rgba(255,255,255,0.03)',
      }}
    >
      <WorkspacePremiumRoundedIcon
        aria-hidden
        sx={{ fontSize: 36, color: premium.active ? 'secondary.light' : 'text.secondary' }}
      />
      <Typography sx={{ flex: '1 1 14rem' }}>{statusText(premium)}</Typography>
      <LinkButton to="/premium/plans" variant={premium.active ? 'outlined' : 'contained'}>
        {premium.active ? dashboardMessages.premiumExtend : dashboardMessages.premiumJoin}
      </LinkButton>
    </Box>
  );
}
