import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import { messages } from '../messages/index.ts';
import { iconBadgeSx, PageMessage } from './layout/page-message.tsx';
import { LinkButton } from './link-button.tsx';

/**
 * A page that failed to load or render. Retry reloads the document: the usual cause is a code
 * chunk that a new deployment replaced, and only a fresh index.html knows its new name.
 */
export function RouteErrorPage() {
  return (
    <PageMessage
      badge={
        <Box
          sx={{
            ...iconBadgeSx,
            color: 'error.main',
            bgcolor: 'rgba(255,45,85,0.12)',
            borderColor: 'rgba(255,45,85,0.4)',
          }}
        >
          <ErrorOutlineIcon />
        </Box>
      }
      title={messages.errors.title}
      body={messages.errors.body}
      actions={
        <>
          <LinkButton onClick={() => window.location.reload()}>{messages.errors.retry}</LinkButton>
          <LinkButton to="/" variant="outlined">
            {messages.errors.backHome}
          </LinkButton>
        </>
      }
    />
  );
}
