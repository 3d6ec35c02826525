import DevicesRoundedIcon from '@mui/icons-material/DevicesRounded';
import EventAvailableRoundedIcon from '@mui/icons-material/EventAvailableRounded';
import HighQualityRoundedIcon from '@mui/icons-material/HighQualityRounded';
import WorkspacePremiumRoundedIcon from '@mui/icons-material/WorkspacePremiumRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { premiumMessages as text } from '../../../messages/premium.ts';

const icons = [
  WorkspacePremiumRoundedIcon,
  HighQualityRoundedIcon,
  DevicesRoundedIcon,
  EventAvailableRoundedIcon,
];

/** What premium unlocks, as four short tiles. */
export function PremiumBenefits() {
  return (
    <Box component="section" aria-labelledby="premium-benefits-title">
      <Typography id="premium-benefits-title" component="h2" variant="h5" sx={{ mb: 2 }}>
        {text.benefits.title}
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
          m: 0,
          p: 0,
          listStyle: 'none',
        }}
      >
        {text.benefits.items.map((benefit, index) => {
          const Icon = icons[index] ?? WorkspacePremiumRoundedIcon;
          return (
            <Box
              component="li"
              key={benefit.title}
              sx={{
                display: 'grid',
                gridTemplateColumns: '40px minmax(0, 1fr)',
                gap: 1.5,
                p: 2,
                borderRadius: 3,
                bgcolor: 'rgba(255,255,255,0.03)',
                border: '1px solid',
                borderColor: 'divider',
              }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 40,
                  height: 40,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  color: '#f5c518',
                  bgcolor: 'rgba(245,197,24,0.1)',
                }}
              >
                <Icon fontSize="small" />
              </Box>
              <Box>
                <Box component="h3" sx={{ m: 0, fontSize: '1rem', fontWeight: 700 }}>
                  {benefit.title}
                </Box>
                <Box sx={{ color: 'text.secondary', fontSize: '0.9rem', lineHeight: 1.8, mt: 0.5 }}>
                  {benefit.body}
                </Box>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
