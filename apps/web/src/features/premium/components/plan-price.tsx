import Box from '@mui/material/Box';
import type { Plan } from '@pardeh/contract';
import { formatNumber } from '../../../lib/persian.ts';
import { premiumMessages as text } from '../../../messages/premium.ts';
import { rialToToman } from '../lib/price.ts';

/**
 * A plan's price in Toman, large, with the monthly equivalent for longer plans and the saving
 * against the monthly plan (0 shows none).
 */
export function PlanPrice({ plan, saving }: { plan: Plan; saving: number }) {
  const monthly = plan.monthlyPriceRial;
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Box data-plan-price sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75, flexWrap: 'wrap' }}>
        <Box
          component="span"
          sx={{ fontSize: { xs: '1.9rem', sm: '2.1rem' }, fontWeight: 700, lineHeight: 1.2 }}
        >
          {formatNumber(rialToToman(plan.priceRial))}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
          {text.tomanUnit}
        </Box>
      </Box>
      {(monthly !== null || saving > 0) && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: 1,
            fontSize: '0.85rem',
            color: 'text.secondary',
          }}
        >
          {monthly !== null && (
            <span data-plan-monthly>{text.perMonth(formatNumber(rialToToman(monthly)))}</span>
          )}
          {saving > 0 && (
            <Box
              component="span"
              data-plan-saving
              sx={{
                px: 1,
                py: 0.25,
                borderRadius: 1,
                fontWeight: 700,
                color: '#f5c518',
                bgcolor: 'rgba(245,197,24,0.12)',
              }}
            >
              {text.saving(formatNumber(saving))}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
