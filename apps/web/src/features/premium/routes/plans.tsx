import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { premiumMessages as text } from '../../../messages/premium.ts';
import { PageHeading } from '../components/page-heading.tsx';
import { PlanCards } from '../components/plan-cards.tsx';
import { PremiumBenefits } from '../components/premium-benefits.tsx';

/** `/premium/plans` (public): the plans as cards, the highlighted one standing out, and what premium gives. */
export function PlansPage() {
  useDocumentTitle(text.plans.title);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <PageHeading title={text.plans.title}>{text.plans.intro}</PageHeading>
      <PlanCards />
      <Box sx={{ mt: { xs: 5, sm: 6 } }}>
        <PremiumBenefits />
      </Box>
      <Box sx={{ mt: 4, color: 'text.secondary' }}>
        {text.plans.giftHint}{' '}
        <Box component={Link} to="/gift" sx={{ color: 'secondary.light', fontWeight: 700 }}>
          {text.plans.giftLink}
        </Box>
      </Box>
    </Container>
  );
}
