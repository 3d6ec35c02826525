import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import { iconBadgeSx, PageMessage } from '../../../components/layout/page-message.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { messages } from '../../../messages/index.ts';
import { personMessages } from '../../../messages/person.ts';

/** A failed load: the not-found page for a 404 (or a malformed id), else the server's sentence and a retry. */
export function PersonQueryFailure({ error, retry }: { error: unknown; retry(): void }) {
  if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return <NotFoundPage />;
  return (
    <PageMessage
      badge={
        <Box sx={iconBadgeSx}>
          <ErrorOutlineIcon />
        </Box>
      }
      title={personMessages.loadError}
      body={error instanceof ApiError ? error.message : messages.errors.body}
      actions={<LinkButton onClick={retry}>{personMessages.retry}</LinkButton>}
    />
  );
}
