import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SupportMessageCreated } from '@pardeh/contract';
import { useEffect, useRef } from 'react';
import { LinkButton } from '../../../components/link-button.tsx';
import { formatNumber } from '../../../lib/persian.ts';
import { contactMessages } from '../messages.ts';

/** The thank-you that replaces the form: announced to screen readers, with the tracking number. */
export function SupportSent({ sent, onAnother }: { sent: SupportMessageCreated; onAnother(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box role="status" data-testid="support-sent" sx={{ textAlign: 'center', py: { xs: 3, sm: 5 } }}>
      <CheckCircleOutlineIcon sx={{ fontSize: 56, color: 'secondary.main' }} />
      <Typography ref={heading} tabIndex={-1} component="h2" variant="h4" sx={{ mt: 1.5, outline: 'none' }}>
        {contactMessages.sent}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>
        {contactMessages.sentBody(formatNumber(sent.id))}
      </Typography>
      <LinkButton variant="outlined" onClick={onAnother}>
        {contactMessages.another}
      </LinkButton>
    </Box>
  );
}
