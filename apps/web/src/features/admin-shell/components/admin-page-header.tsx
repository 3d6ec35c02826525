import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { adminMessages as text } from '../messages.ts';

interface AdminPageHeaderProps {
  title: string;
  /** One or two sentences under the title: what the page is for. */
  intro?: ReactNode;
  /** Buttons on the title's line (wrapped below it on narrow screens). */
  actions?: ReactNode;
}

/** A console page's heading; also the browser tab's title («… | پنل مدیریت | …»). */
export function AdminPageHeader({ title, intro, actions }: AdminPageHeaderProps) {
  useDocumentTitle(`${title} | ${text.title}`);
  return (
    <Box sx={{ mb: { xs: 2.5, sm: 3.5 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography component="h1" variant="h4" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
      </Box>
      {intro && (
        <Typography sx={{ color: 'text.secondary', mt: 1, lineHeight: 1.9, maxWidth: 760 }}>
          {intro}
        </Typography>
      )}
    </Box>
  );
}
