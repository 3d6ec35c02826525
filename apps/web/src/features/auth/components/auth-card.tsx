import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';

interface AuthCardProps {
  icon: ReactNode;
  /** The page's name: above the title and in the tab title. */
  eyebrow: string;
  title: string;
  subtitle: string;
  children: ReactNode;
  /** Links to the neighbouring auth pages, under a divider. */
  footer?: ReactNode;
}

/** The centred card every account page sits in, with a soft teal glow behind it. */
export function AuthCard({ icon, eyebrow, title, subtitle, children, footer }: AuthCardProps) {
  useDocumentTitle(eyebrow);
  return (
    <Box
      sx={{
        position: 'relative',
        display: 'flex',
        justifyContent: 'center',
        alignItems: { sm: 'center' },
        minHeight: { sm: 'calc(100vh - 160px)' },
        px: 2,
        py: { xs: 3, sm: 6 },
        background: 'radial-gradient(60% 45% at 50% 20%, rgba(31,191,154,0.10) 0%, rgba(31,191,154,0) 100%)',
      }}
    >
      <Box
        component="section"
        aria-labelledby="auth-card-title"
        sx={{
          width: 1,
          maxWidth: 440,
          px: { xs: 2.5, sm: 5 },
          py: { xs: 4, sm: 5 },
          borderRadius: 4,
          border: '1px solid',
          borderColor: 'divider',
          background:
            'radial-gradient(120% 60% at 50% 0%, rgba(31,191,154,0.14) 0%, rgba(31,191,154,0) 55%), #121215',
          boxShadow: '0 24px 60px rgba(0,0,0,0.45)',
        }}
      >
        <Box sx={{ textAlign: 'center', mb: 3.5 }}>
          <Box
            sx={{
              width: 56,
              height: 56,
              mx: 'auto',
              mb: 2,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              color: 'secondary.main',
              bgcolor: 'rgba(31,191,154,0.12)',
              border: '1px solid rgba(31,191,154,0.35)',
              '& svg': { fontSize: 28 },
            }}
          >
            {icon}
          </Box>
          <Typography component="p" sx={{ color: 'secondary.light', fontWeight: 500, mb: 0.5 }}>
            {eyebrow}
          </Typography>
          <Typography id="auth-card-title" component="h1" variant="h4" sx={{ mb: 1 }}>
            {title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', lineHeight: 1.9, fontSize: '0.95rem' }}>
            {subtitle}
          </Typography>
        </Box>
        {children}
        {footer && (
          <Box
            sx={{
              mt: 3.5,
              pt: 2.5,
              borderTop: '1px solid',
              borderColor: 'divider',
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'center',
              alignItems: 'center',
              columnGap: 1,
              rowGap: 0.5,
              color: 'text.secondary',
              fontSize: '0.92rem',
            }}
          >
            {footer}
          </Box>
        )}
      </Box>
    </Box>
  );
}
