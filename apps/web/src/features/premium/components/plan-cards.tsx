import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LoadFailure } from '../../../components/query-failure.tsx';
import { premiumMessages as text } from '../../../messages/premium.ts';
import { usePlans } from '../api/get-plans.ts';
import { basePlan, savingPercent } from '../lib/price.ts';
import { PlanCard } from './plan-card.tsx';

const gridSx = {
  display: 'grid',
  gap: { xs: 2, md: 2.5 },
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
  alignItems: 'stretch',
  m: 0,
  p: 0,
  listStyle: 'none',
} as const;

/** The plans on sale as cards, each with its saving against the monthly plan. */
export function PlanCards() {
  const plans = usePlans();
  if (plans.isError) {
    return <LoadFailure title={text.loadError} error={plans.error} retry={() => void plans.refetch()} />;
  }
  if (plans.data?.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>{text.noPlans}</Typography>;
  }
  const base = plans.data ? basePlan(plans.data) : undefined;
  return (
    <Box component="ul" aria-label={text.plans.listLabel} aria-busy={plans.isPending} sx={gridSx}>
      {plans.data
        ? plans.data.map((plan) => <PlanCard key={plan.id} plan={plan} saving={savingPercent(plan, base)} />)
        : Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity
            <li key={index}>
              <Skeleton variant="rounded" sx={{ height: 380, borderRadius: 4 }} />
            </li>
          ))}
    </Box>
  );
}
