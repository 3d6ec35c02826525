import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Plan } from '@pardeh/contract';
import { useParams } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { QueryFailure } from '../../../components/query-failure.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { premiumMessages as text } from '../../../messages/premium.ts';
import { usePlan } from '../api/get-plan.ts';
import { usePlans } from '../api/get-plans.ts';
import { HighlightedTag } from '../components/plan-card.tsx';
import { PlanFeatures } from '../components/plan-features.tsx';
import { PlanPrice } from '../components/plan-price.tsx';
import { PremiumBenefits } from '../components/premium-benefits.tsx';
import { basePlan, formatDuration, savingPercent } from '../lib/price.ts';
import { readRouteId } from '../lib/route-id.ts';

/** `/premium/plans/:id` (public): one plan, with buying it for oneself or as a gift. */
export function PlanPage() {
  const id = readRouteId(useParams().id);
  if (id === null) return <NotFoundPage />;
  return <PlanContent id={id} />;
}

function PlanContent({ id }: { id: number }) {
  const plan = usePlan(id);
  // The saving is measured against the monthly plan, which only the list knows.
  const plans = usePlans();
  useDocumentTitle(plan.data?.name ?? text.plans.title);
  if (plan.isError) {
    return <QueryFailure error={plan.error} retry={() => void plan.refetch()} title={text.planLoadError} />;
  }
  const saving = plan.data && plans.data ? savingPercent(plan.data, basePlan(plans.data)) : 0;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      {plan.data ? (
        <PlanDetail plan={plan.data} saving={saving} />
      ) : (
        <Skeleton variant="rounded" sx={{ height: 420, borderRadius: 4 }} />
      )}
      <Box sx={{ mt: { xs: 5, sm: 6 } }}>
        <PremiumBenefits />
      </Box>
    </Container>
  );
}

function PlanDetail({ plan, saving }: { plan: Plan; saving: number }) {
  return (
    <Box
      component="article"
      aria-labelledby="plan-name"
      data-plan={plan.id}
      sx={{
        display: 'grid',
        gap: 3,
        p: { xs: 2.5, sm: 4 },
        borderRadius: 4,
        border: '1px solid',
        borderColor: plan.highlighted ? 'secondary.main' : 'divider',
        background:
          'radial-gradient(120% 70% at 50% 0%, rgba(31,191,154,0.16) 0%, rgba(31,191,154,0) 70%), #131316',
      }}
    >
      <Box sx={{ display: 'grid', gap: 1 }}>
        {plan.highlighted && <HighlightedTag />}
        <Typography
          id="plan-name"
          component="h1"
          variant="h2"
          sx={{ fontSize: { xs: '1.7rem', sm: '2.2rem' } }}
        >
          {plan.name}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {text.plan.duration}: {formatDuration(plan.durationDays)}
        </Typography>
      </Box>
      <PlanPrice plan={plan} saving={saving} />
      <Box>
        <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
          {text.plan.features}
        </Typography>
        <PlanFeatures features={plan.features} label={text.plan.features} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <LinkButton to={`/premium/join/${plan.id}`}>{text.buy}</LinkButton>
        <LinkButton to={`/gift?plan=${plan.id}`} variant="outlined">
          {text.giftIt}
        </LinkButton>
        <LinkButton to="/premium/plans" variant="text">
          {text.allPlans}
        </LinkButton>
      </Box>
    </Box>
  );
}
