import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

interface PageMessageProps {
  /** Large decoration above the title: an icon or a code such as ۴۰۴. */
  badge: ReactNode;
  title: string;
  /** A smaller line above the title (the page's name on placeholders). */
  eyebrow?: string;
  body: string;
  actions: ReactNode;
}

/** The centred card shared by placeholder, not-found and error pages. */
export function PageMessage({ badge, title, eyebrow, body, actions }: PageMessageProps) {
  useDocumentTitle(eyebrow ?? title);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, sm: 10 } }}>
      <Box
        sx={{
          position: 'relative',
          overflow: 'hidden',
          textAlign: 'center',
          px: { xs: 3, sm: 6 },
          py: { xs: 5, sm: 7 },
          borderRadius: 4,
          border: '1px solid',
          borderColor: 'divider',
          background:
            'radial-gradient(120% 80% at 50% 0%, rgba(31,191,154,0.16) 0%, rgba(31,191,154,0) 60%), #121215',
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2.5 }}>{badge}</Box>
        {eyebrow && (
          <Typography component="p" sx={{ color: 'secondary.light', fontWeight: 500, mb: 1 }}>
            {eyebrow}
          </Typography>
        )}
        <Typography component="h1" variant="h4" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', lineHeight: 1.9, mb: 4 }}>{body}</Typography>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>{actions}</Box>
      </Box>
    </Container>
  );
}

export const iconBadgeSx = {
  width: 72,
  height: 72,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  color: 'secondary.main',
  bgcolor: 'rgba(31,191,154,0.12)',
  border: '1px solid rgba(31,191,154,0.35)',
  '& svg': { fontSize: 36 },
} as const;
