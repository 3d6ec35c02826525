import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { adminMessages } from '../messages.ts';

/** Above a record's heading: back to the list (or page) it was opened from. */
export function BackButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button
      component={Link}
      to={to}
      color="inherit"
      size="small"
      startIcon={<ArrowForwardRounded />}
      sx={{ mb: 1 }}
    >
      {children}
    </Button>
  );
}

/** The public site's page of what the console edits, in a new tab. */
export function PublicPageButton({
  href,
  label = adminMessages.common.publicPage,
}: {
  href: string;
  label?: string;
}) {
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener"
      variant="outlined"
      color="inherit"
      size="small"
      endIcon={<OpenInNewRounded />}
    >
      {label}
    </Button>
  );
}
