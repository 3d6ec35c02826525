import type { User } from '@pardeh/contract';
import { LinkButton } from '../../../components/link-button.tsx';
import { premiumMessages } from '../../../messages/premium.ts';
import { PremiumStatusCard } from '../../premium/index.ts';
import { dashboardMessages } from '../messages.ts';

/**
 * Premium on the dashboard: until when it runs, the plans to buy or extend it, and the gift page
 * (giving premium, or redeeming a code one was given).
 */
export function PremiumStatus({ premium }: { premium: User['premium'] }) {
  return (
    <PremiumStatusCard premium={premium} label={dashboardMessages.links.plans}>
      <LinkButton to="/premium/plans" variant={premium.active ? 'outlined' : 'contained'}>
        {premium.active ? dashboardMessages.premiumExtend : dashboardMessages.premiumJoin}
      </LinkButton>
      <LinkButton to="/gift" variant="text">
        {premiumMessages.status.gift}
      </LinkButton>
    </PremiumStatusCard>
  );
}
