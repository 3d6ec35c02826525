import Box from '@mui/material/Box';
import type { Order } from '@pardeh/contract';
import { toPersianDigits } from '../../../lib/persian.ts';
import { premiumMessages as text } from '../../../messages/premium.ts';
import { formatToman } from '../lib/price.ts';

/** What was bought, what it cost and, once paid, the gateway's reference number. */
export function OrderFacts({ order }: { order: Order }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        p: 2,
        borderRadius: 2,
        bgcolor: 'rgba(255,255,255,0.04)',
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 1,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, fontWeight: 700, textAlign: 'end', overflowWrap: 'anywhere' },
      }}
    >
      <dt>{text.result.plan}</dt>
      <dd>{order.plan.name}</dd>
      <dt>{text.result.amount}</dt>
      <dd>{formatToman(order.amountRial)}</dd>
      {order.referenceId && (
        <>
          <dt>{text.result.reference}</dt>
          <dd data-reference={order.referenceId}>
            <bdi dir="ltr">{toPersianDigits(order.referenceId)}</bdi>
          </dd>
        </>
      )}
    </Box>
  );
}
