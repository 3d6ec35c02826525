import CheckCircleOutlineRoundedIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import HourglassTopRoundedIcon from '@mui/icons-material/HourglassTopRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import type { Order } from '@pardeh/contract';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { QueryFailure } from '../../../components/query-failure.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { formatJalaliDate } from '../../../lib/persian.ts';
import { premiumMessages as text } from '../../../messages/premium.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useOrder } from '../api/get-order.ts';
import { GiftCode } from '../components/gift-code.tsx';
import { OrderFacts } from '../components/order-facts.tsx';
import { ResultCard } from '../components/result-card.tsx';
import { isolate } from '../lib/isolate.ts';
import { premiumAfterOrder } from '../lib/premium-expiry.ts';
import { readRouteId } from '../lib/route-id.ts';

/**
 * `/premium/result/:orderId` (signed in): where the gateway's callback lands. Paid, the new expiry
 * or the gift code; failed, cancelled or expired, the reason and a way to try again; still
 * pending, a wait that looks again by itself. Another user's order is not found.
 */
export function ResultPage() {
  const id = readRouteId(useParams().orderId);
  if (id === null) return <NotFoundPage />;
  return <ResultContent id={id} />;
}

function ResultContent({ id }: { id: number }) {
  useDocumentTitle(text.result.title);
  const order = useOrder(id);
  useSignedInPremium(order.data);
  if (order.isError) {
    return (
      <QueryFailure error={order.error} retry={() => void order.refetch()} title={text.result.loadError} />
    );
  }
  if (!order.data) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 4, sm: 8 } }}>
        <Skeleton variant="rounded" sx={{ height: 360, borderRadius: 4 }} />
      </Container>
    );
  }
  const data = order.data;
  if (data.status === 'paid') return <PaidResult order={data} />;
  if (data.status === 'pending') {
    return (
      <ResultCard
        tone="waiting"
        icon={<HourglassTopRoundedIcon />}
        title={text.result.pendingTitle}
        body={text.result.pendingBody}
        actions={<LinkButton onClick={() => void order.refetch()}>{text.result.refresh}</LinkButton>}
      >
        <OrderFacts order={data} />
      </ResultCard>
    );
  }
  return <FailedResult order={data} status={data.status} />;
}

/** A paid subscription moves the header's and dashboard's premium on without another request. */
function useSignedInPremium(order: Order | undefined) {
  useEffect(() => {
    if (!order) return;
    const { user, setUser } = useAuthStore.getState();
    const premium = user && premiumAfterOrder(user.premium, order);
    if (user && premium) setUser({ ...user, premium });
  }, [order]);
}

function PaidResult({ order }: { order: Order }) {
  const gift = order.kind === 'gift' ? order.gift : null;
  return (
    <ResultCard
      tone="success"
      icon={<CheckCircleOutlineRoundedIcon />}
      title={text.result.paidTitle}
      body={
        gift
          ? text.result.paidGift(isolate(gift.recipientEmail))
          : text.result.paidSubscription(formatJalaliDate(order.premiumExpiresAt ?? ''))
      }
      actions={
        gift ? (
          <>
            <LinkButton to="/gift">{text.result.toGift}</LinkButton>
            <LinkButton to="/user/dashboard" variant="outlined">
              {text.result.toDashboard}
            </LinkButton>
          </>
        ) : (
          <>
            <LinkButton to="/">{text.result.toHome}</LinkButton>
            <LinkButton to="/user/dashboard" variant="outlined">
              {text.result.toDashboard}
            </LinkButton>
          </>
        )
      }
    >
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        {gift?.code && <GiftCode code={gift.code} expiresAt={gift.codeExpiresAt} />}
        <OrderFacts order={order} />
      </Box>
    </ResultCard>
  );
}

const failureTitles = {
  failed: text.result.failedTitle,
  cancelled: text.result.cancelledTitle,
  expired: text.result.expiredTitle,
} as const;

function FailedResult({ order, status }: { order: Order; status: keyof typeof failureTitles }) {
  const retryTo = order.kind === 'gift' ? `/gift?plan=${order.plan.id}` : `/premium/join/${order.plan.id}`;
  return (
    <ResultCard
      tone="failure"
      icon={<ErrorOutlineRoundedIcon />}
      title={failureTitles[status]}
      body={failureBody(order, status)}
      actions={
        <>
          <LinkButton to={retryTo}>{text.result.retry}</LinkButton>
          <LinkButton to="/premium/plans" variant="outlined">
            {text.allPlans}
          </LinkButton>
        </>
      }
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <OrderFacts order={order} />
        <Box sx={{ color: 'text.secondary', fontSize: '0.85rem', lineHeight: 1.9 }}>
          {text.result.refundNote}
        </Box>
      </Box>
    </ResultCard>
  );
}

/** The gateway's reason for a failure; cancelling and running out of time say it in their own words. */
function failureBody(order: Order, status: keyof typeof failureTitles): string {
  if (status === 'cancelled') return text.result.cancelledBody;
  if (status === 'expired') return text.result.expiredBody;
  return order.failureReason ?? text.result.failedFallback;
}
