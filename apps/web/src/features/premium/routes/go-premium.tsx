import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { LinkButton } from '../../../components/link-button.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { premiumMessages as text } from '../../../messages/premium.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { PageHeading } from '../components/page-heading.tsx';
import { PlanCards } from '../components/plan-cards.tsx';
import { PremiumBenefits } from '../components/premium-benefits.tsx';
import { PremiumStatusCard } from '../components/premium-status-card.tsx';

/** `/gopremium` (signed in): why premium, the user's own status, and the plans to buy. */
export function GoPremiumPage() {
  useDocumentTitle(text.goPremium.title);
  // RequireAuth renders this page only once the user is known.
  const user = useAuthStore((state) => state.user);
  if (!user) return null;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <PageHeading title={text.goPremium.title}>{text.goPremium.intro}</PageHeading>
      <PremiumStatusCard premium={user.premium} label={text.status.label}>
        <LinkButton to="/gift" variant="text">
          {text.goPremium.giftOrRedeem}
        </LinkButton>
      </PremiumStatusCard>
      <Box sx={{ mt: { xs: 4, sm: 5 } }}>
        <PremiumBenefits />
      </Box>
      <Box component="section" aria-labelledby="go-premium-plans" sx={{ mt: { xs: 4, sm: 5 } }}>
        <Box component="h2" id="go-premium-plans" sx={{ m: 0, mb: 2, fontSize: '1.15rem', fontWeight: 700 }}>
          {text.plans.title}
        </Box>
        <PlanCards />
      </Box>
    </Container>
  );
}
