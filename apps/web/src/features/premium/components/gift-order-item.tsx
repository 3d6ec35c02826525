import Box from '@mui/material/Box';
import type { Order } from '@pardeh/contract';
import { formatJalaliDate } from '../../../lib/persian.ts';
import { premiumMessages as text } from '../../../messages/premium.ts';
import { isolate } from '../lib/isolate.ts';
import { formatToman } from '../lib/price.ts';
import { GiftCode } from './gift-code.tsx';
import { OrderStatusChip } from './order-status-chip.tsx';

/** One gift the user bought: for whom, its state, and once paid its code and whether it was used. */
export function GiftOrderItem({ order }: { order: Order }) {
  const gift = order.gift;
  const facts = [
    gift ? text.gift.to(isolate(gift.recipientEmail)) : null,
    formatToman(order.amountRial),
    text.gift.boughtOn(formatJalaliDate(order.createdAt)),
  ].filter(Boolean);
  return (
    <Box
      component="li"
      data-gift-order={order.id}
      sx={{
        display: 'grid',
        gap: 1.25,
        p: 2,
        borderRadius: 2,
        bgcolor: '#141418',
        border: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
          flexWrap: 'wrap',
        }}
      >
        <Box component="h3" sx={{ m: 0, fontSize: '1rem', fontWeight: 700 }}>
          {order.plan.name}
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          {order.status === 'paid' && gift && (
            <Box
              component="span"
              data-redeemed={gift.redeemed}
              sx={{
                px: 1,
                borderRadius: 5,
                fontSize: '0.8rem',
                lineHeight: '24px',
                color: gift.redeemed ? 'text.secondary' : '#ffd76a',
                border: '1px solid',
                borderColor: gift.redeemed ? 'divider' : 'rgba(245,197,24,0.5)',
              }}
            >
              {gift.redeemed ? text.gift.codeUsed : text.gift.codeUnused}
            </Box>
          )}
          <OrderStatusChip status={order.status} />
        </Box>
      </Box>
      <Box sx={{ fontSize: '0.8rem', color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {facts.join(' · ')}
      </Box>
      {gift?.message && (
        <Box sx={{ fontSize: '0.9rem', color: 'text.secondary', overflowWrap: 'anywhere' }}>
          «{gift.message}»
        </Box>
      )}
      {gift?.code &&
        (gift.redeemed ? (
          <Box
            component="code"
            dir="ltr"
            data-gift-code={gift.code}
            sx={{ justifySelf: 'start', color: 'text.secondary', textDecoration: 'line-through' }}
          >
            {gift.code}
          </Box>
        ) : (
          <GiftCode code={gift.code} expiresAt={gift.codeExpiresAt} />
        ))}
    </Box>
  );
}
