import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { premiumMessages as text } from '../../../messages/premium.ts';
import { GiftForm } from '../components/gift-form.tsx';
import { MyGifts } from '../components/my-gifts.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { RedeemForm } from '../components/redeem-form.tsx';
import { readRouteId } from '../lib/route-id.ts';

const panelSx = {
  p: { xs: 2.5, sm: 4 },
  borderRadius: 4,
  bgcolor: 'background.paper',
  border: '1px solid',
  borderColor: 'divider',
} as const;

/**
 * `/gift` (signed in): buying premium for someone (`?plan=` chooses the plan), redeeming a code
 * one was given, and the gifts one bought with their codes.
 */
export function GiftPage() {
  useDocumentTitle(text.gift.title);
  const [params] = useSearchParams();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <PageHeading title={text.gift.title}>{text.gift.intro}</PageHeading>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 5 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box component="section" aria-labelledby="gift-form-title" sx={panelSx}>
          <Typography id="gift-form-title" component="h2" variant="h5" sx={{ mb: 2.5 }}>
            {text.gift.buyTitle}
          </Typography>
          <GiftForm initialPlanId={readRouteId(params.get('plan'))} />
        </Box>
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 5 } }}>
          <Box component="section" aria-labelledby="redeem-title" sx={panelSx}>
            <Typography id="redeem-title" component="h2" variant="h5" sx={{ mb: 1 }}>
              {text.gift.redeemTitle}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mb: 2.5, lineHeight: 1.9 }}>
              {text.gift.redeemIntro}
            </Typography>
            <RedeemForm />
          </Box>
          <MyGifts />
        </Box>
      </Box>
    </Container>
  );
}
