import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Plan, User } from '@pardeh/contract';
import type { FormEvent } from 'react';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { QueryFailure } from '../../../components/query-failure.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { formatJalaliDate } from '../../../lib/persian.ts';
import { premiumMessages as text } from '../../../messages/premium.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { usePlan } from '../api/get-plan.ts';
import { joinPlan } from '../api/join-plan.ts';
import { CheckoutButton } from '../components/checkout-button.tsx';
import { CheckoutGateway } from '../components/checkout-gateway.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { expiryAfterPurchase } from '../lib/premium-expiry.ts';
import { formatDuration, formatToman } from '../lib/price.ts';
import { readRouteId } from '../lib/route-id.ts';
import { useCheckout } from '../lib/use-checkout.ts';

/**
 * `/premium/join/:id` (signed in): the plan, its price and the gateway, then the payment. The
 * server sets the amount from its own plan; this page only says which plan.
 */
export function JoinPage() {
  const id = readRouteId(useParams().id);
  if (id === null) return <NotFoundPage />;
  return <JoinContent id={id} />;
}

function JoinContent({ id }: { id: number }) {
  useDocumentTitle(text.join.title);
  const plan = usePlan(id);
  const user = useAuthStore((state) => state.user);
  const checkout = useCheckout();
  if (plan.isError) {
    return <QueryFailure error={plan.error} retry={() => void plan.refetch()} title={text.planLoadError} />;
  }
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void checkout.start((gateway) => joinPlan({ planId: id, gateway }));
  };
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 5 } }}>
      <PageHeading title={text.join.title} />
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit}
        aria-label={text.join.summary}
        sx={{
          mt: { xs: 2.5, sm: 3 },
          display: 'grid',
          gap: 3,
          p: { xs: 2.5, sm: 4 },
          borderRadius: 4,
          bgcolor: 'background.paper',
          border: '1px solid',
          borderColor: 'divider',
        }}
      >
        {plan.data && user ? (
          <JoinSummary plan={plan.data} premium={user.premium} />
        ) : (
          <Skeleton variant="rounded" sx={{ height: 160 }} />
        )}
        <CheckoutGateway checkout={checkout} />
        <CheckoutButton busy={checkout.busy} disabled={!plan.data || !checkout.canPay}>
          {checkout.busy ? text.join.confirming : text.join.confirm}
        </CheckoutButton>
        <Typography sx={{ color: 'text.secondary', fontSize: '0.85rem', lineHeight: 1.9 }}>
          {text.join.secure}
        </Typography>
      </Box>
    </Container>
  );
}

/** The plan being bought, what it costs, and until when premium will run once it is paid. */
function JoinSummary({ plan, premium }: { plan: Plan; premium: User['premium'] }) {
  return (
    <Box data-join-plan={plan.id} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="h2" variant="h5">
        {plan.name}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 1,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, fontWeight: 700, textAlign: 'end' },
        }}
      >
        <dt>{text.plan.duration}</dt>
        <dd>{formatDuration(plan.durationDays)}</dd>
        <dt>{text.join.total}</dt>
        <dd data-join-total>{formatToman(plan.priceRial)}</dd>
      </Box>
      <Typography data-join-expiry sx={{ color: 'secondary.light', lineHeight: 1.9 }}>
        {text.join.extends(formatJalaliDate(expiryAfterPurchase(premium, plan.durationDays)))}
      </Typography>
    </Box>
  );
}
