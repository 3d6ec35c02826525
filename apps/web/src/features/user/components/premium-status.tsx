import WorkspacePremiumRoundedIcon from '@mui/icons-material/WorkspacePremiumRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { User } from '@pardeh/contract';
import { LinkButton } from '../../../components/link-button.tsx';
import { dashboardMessages } from '../../../messages/dashboard.ts';
import { premiumMessages } from '../../../messages/premium.ts';
import { premiumStatusSentence } from '../../premium/index.ts';

/**
 * Premium: until when it runs (a Jalali date), or what it gives and where to get it; the plans to
 * buy or extend it, and the gift page (giving premium, or redeeming a code one was given).
 */
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
        borderColor: premium.active ? 'rgba(245,197,24,0.5)' : 'divider',
        bgcolor: premium.active ? 'rgba(245,197,24,0.06)' : 'rgba(255,255,255,0.03)',
      }}
    >
      <WorkspacePremiumRoundedIcon
        aria-hidden
        sx={{ fontSize: 36, color: premium.active ? '#f5c518' : 'text.secondary' }}
      />
      <Typography sx={{ flex: '1 1 14rem' }}>{premiumStatusSentence(premium)}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <LinkButton to="/premium/plans" variant={premium.active ? 'outlined' : 'contained'}>
          {premium.active ? dashboardMessages.premiumExtend : dashboardMessages.premiumJoin}
        </LinkButton>
        <LinkButton to="/gift" variant="text">
          {premiumMessages.status.gift}
        </LinkButton>
      </Box>
    </Box>
  );
}
