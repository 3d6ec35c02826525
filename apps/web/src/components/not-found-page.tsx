import Box from '@mui/material/Box';
import { messages } from '../messages/index.ts';
import { PageMessage } from './layout/page-message.tsx';
import { LinkButton } from './link-button.tsx';

/** Any path outside the route table. */
export function NotFoundPage() {
  return (
    <PageMessage
      badge={
        <Box
          aria-hidden
          sx={{
            fontSize: { xs: '4.5rem', sm: '6rem' },
            fontWeight: 700,
            lineHeight: 1,
            background: 'linear-gradient(180deg, #ffffff 0%, #1fbf9a 100%)',
            WebkitBackgroundClip: 'text',
            backgroundClip: 'text',
            color: 'transparent',
          }}
        >
          {messages.errors.notFoundCode}
        </Box>
      }
      title={messages.errors.notFoundTitle}
      body={messages.errors.notFoundBody}
      actions={<LinkButton to="/">{messages.errors.backHome}</LinkButton>}
    />
  );
}
