import Box from '@mui/material/Box';
import type { Plan } from '@pardeh/contract';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { premiumMessages as text } from '../../../messages/premium.ts';
import { formatDuration } from '../lib/price.ts';
import { PlanFeatures } from './plan-features.tsx';
import { PlanPrice } from './plan-price.tsx';

/** The tag on the highlighted plan, in premium gold. */
export function HighlightedTag() {
  return (
    <Box
      component="span"
      sx={{
        alignSelf: 'flex-start',
        justifySelf: 'start',
        px: 1.25,
        py: 0.25,
        borderRadius: 5,
        fontSize: '0.8rem',
        fontWeight: 700,
        color: '#1a1400',
        bgcolor: '#f5c518',
      }}
    >
      {text.highlighted}
    </Box>
  );
}

/**
 * One plan on the plans page: name, length, price, what it gives, and buying it. The highlighted
 * plan stands out with a teal frame and glow, and its buy button is the filled one.
 */
export function PlanCard({ plan, saving }: { plan: Plan; saving: number }) {
  const nameId = `plan-${plan.id}-name`;
  return (
    <Box
      component="li"
      aria-labelledby={nameId}
      data-plan={plan.id}
      data-highlighted={plan.highlighted || undefined}
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        p: { xs: 2.5, sm: 3 },
        borderRadius: 4,
        border: '1px solid',
        borderColor: plan.highlighted ? 'secondary.main' : 'divider',
        background: plan.highlighted
          ? 'radial-gradient(120% 70% at 50% 0%, rgba(31,191,154,0.2) 0%, rgba(31,191,154,0) 70%), #131417'
          : '#131316',
        boxShadow: plan.highlighted ? '0 12px 40px rgba(31,191,154,0.18)' : 'none',
      }}
    >
      {plan.highlighted && <HighlightedTag />}
      <Box>
        <Box component="h3" id={nameId} sx={{ m: 0, fontSize: '1.2rem', fontWeight: 700 }}>
          <Box
            component={Link}
            to={`/premium/plans/${plan.id}`}
            sx={{ color: 'inherit', '&:hover': { color: 'secondary.light' } }}
          >
            {plan.name}
          </Box>
        </Box>
        <Box sx={{ color: 'text.secondary', fontSize: '0.9rem', mt: 0.5 }}>
          {formatDuration(plan.durationDays)}
        </Box>
      </Box>
      <PlanPrice plan={plan} saving={saving} />
      <Box sx={{ flexGrow: 1, fontSize: '0.92rem' }}>
        <PlanFeatures features={plan.features} label={text.plan.features} />
      </Box>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <LinkButton to={`/premium/join/${plan.id}`} variant={plan.highlighted ? 'contained' : 'outlined'}>
          {text.buy}
        </LinkButton>
        <LinkButton to={`/gift?plan=${plan.id}`} variant="text">
          {text.giftIt}
        </LinkButton>
      </Box>
    </Box>
  );
}
