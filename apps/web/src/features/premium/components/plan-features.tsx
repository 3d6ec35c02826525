import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';

/** What a plan gives, one line each with a tick. */
export function PlanFeatures({ features, label }: { features: readonly string[]; label: string }) {
  if (features.length === 0) return null;
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
      {features.map((feature) => (
        <Box
          component="li"
          key={feature}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', lineHeight: 1.8 }}
        >
          <CheckRoundedIcon aria-hidden fontSize="small" sx={{ color: 'secondary.light', mt: 0.5 }} />
          <span>{feature}</span>
        </Box>
      ))}
    </Box>
  );
}
