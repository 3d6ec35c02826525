import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import { iconBadgeSx, PageMessage } from '../../../components/layout/page-message.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { messages } from '../../../messages/index.ts';
import { titleMessages } from '../../../messages/title.ts';

/** A failed load: the not-found page for a 404 (or a malformed id), else the server's sentence and a retry. */
export function QueryFailure({ error, retry, title }: { error: unknown; retry(): void; title: string }) {
  if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return <NotFoundPage />;
  return (
    <PageMessage
      badge={
        <Box sx={iconBadgeSx}>
          <ErrorOutlineIcon />
        </Box>
      }
      title={title}
      body={error instanceof ApiError ? error.message : messages.errors.body}
      actions={<LinkButton onClick={retry}>{titleMessages.retry}</LinkButton>}
    />
  );
}
