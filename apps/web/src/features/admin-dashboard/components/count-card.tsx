import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/persian.ts';

interface CountCardProps {
  count: number;
  label: string;
  /** The queue or list the count stands for. */
  to: string;
  /** Counts that wait for an operator stand out while they are above zero. */
  urgent?: boolean;
}

/** One count of the dashboard, as a link to the list it counts. */
export function CountCard({ count, label, to, urgent = false }: CountCardProps) {
  const highlighted = urgent && count > 0;
  return (
    <Box
      component={Link}
      to={to}
      sx={{
        display: 'block',
        p: 2.5,
        borderRadius: 3,
        border: '1px solid',
        borderColor: highlighted ? 'rgba(31, 191, 154, 0.5)' : 'divider',
        bgcolor: highlighted ? 'rgba(31, 191, 154, 0.08)' : 'background.paper',
        transition: 'border-color 120ms',
        '&:hover, &:focus-visible': { borderColor: 'secondary.main' },
      }}
    >
      <Typography
        component="span"
        sx={{ display: 'block', fontSize: '2rem', fontWeight: 700, lineHeight: 1.3 }}
      >
        {formatNumber(count)}
      </Typography>
      <Typography component="span" sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}>
        {label}
      </Typography>
    </Box>
  );
}
