import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const tones = {
  success: { color: 'secondary.main', ring: 'rgba(31,191,154,0.35)', glow: 'rgba(31,191,154,0.16)' },
  waiting: { color: '#f5c518', ring: 'rgba(245,197,24,0.35)', glow: 'rgba(245,197,24,0.12)' },
  failure: { color: 'error.light', ring: 'rgba(255,45,85,0.35)', glow: 'rgba(255,45,85,0.12)' },
} as const;

interface ResultCardProps {
  tone: keyof typeof tones;
  icon: ReactNode;
  title: string;
  body: string;
  children?: ReactNode;
  actions: ReactNode;
}

/** The payment result: a centred card in the style of the app's message pages, tinted by outcome. */
export function ResultCard({ tone, icon, title, body, children, actions }: ResultCardProps) {
  const { color, ring, glow } = tones[tone];
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, sm: 8 } }}>
      <Box
        data-result={tone}
        sx={{
          textAlign: 'center',
          px: { xs: 2.5, sm: 5 },
          py: { xs: 4, sm: 6 },
          borderRadius: 4,
          border: '1px solid',
          borderColor: 'divider',
          background: `radial-gradient(120% 80% at 50% 0%, ${glow} 0%, rgba(0,0,0,0) 60%), #121215`,
        }}
      >
        <Box
          aria-hidden
          sx={{
            mx: 'auto',
            mb: 2.5,
            width: 72,
            height: 72,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color,
            border: `1px solid ${ring}`,
            bgcolor: glow,
            '& svg': { fontSize: 36 },
          }}
        >
          {icon}
        </Box>
        <Typography component="h1" variant="h4" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        <Typography
          data-result-body
          sx={{ color: 'text.secondary', lineHeight: 1.9, overflowWrap: 'anywhere' }}
        >
          {body}
        </Typography>
        {children && <Box sx={{ mt: 3, textAlign: 'start' }}>{children}</Box>}
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap', mt: 4 }}>
          {actions}
        </Box>
      </Box>
    </Container>
  );
}
