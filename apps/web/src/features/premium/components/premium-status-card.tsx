import WorkspacePremiumRoundedIcon from '@mui/icons-material/WorkspacePremiumRounded';
import Box from '@mui/material/Box';
import type { User } from '@pardeh/contract';
import type { ReactNode } from 'react';
import { premiumStatusSentence } from '../lib/premium-status-text.ts';

/**
 * The signed-in user's premium in a card: until when it runs (a Jalali date), or that there is
 * none, with the links the page offers beside it. The dashboard and /gopremium share it.
 */
export function PremiumStatusCard({
  premium,
  label,
  children,
}: {
  premium: User['premium'];
  label: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-label={label}
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
      <Box sx={{ flex: '1 1 14rem', lineHeight: 1.9 }}>{premiumStatusSentence(premium)}</Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{children}</Box>
    </Box>
  );
}
