import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import { ApiError } from '../lib/api-client.ts';
import { messages } from '../messages/index.ts';
import { iconBadgeSx, PageMessage } from './layout/page-message.tsx';
import { LinkButton } from './link-button.tsx';
import { NotFoundPage } from './not-found-page.tsx';

interface LoadFailureProps {
  /** What could not be loaded, e.g. «اطلاعات این عنوان بارگذاری نشد». */
  title: string;
  /** The server's sentence, or a general one. */
  body: string;
  retry(): void;
}

/** A page whose data did not arrive: what failed, why, and a retry button. */
export function LoadFailure({ title, body, retry }: LoadFailureProps) {
  return (
    <PageMessage
      badge={
        <Box sx={iconBadgeSx}>
          <ErrorOutlineIcon />
        </Box>
      }
      title={title}
      body={body}
      actions={<LinkButton onClick={retry}>{messages.errors.retry}</LinkButton>}
    />
  );
}

/**
 * A failed load of one item: the not-found page for a 404 (or a 422, a malformed id in the
 * address), otherwise the server's Persian sentence and a retry button.
 */
export function QueryFailure({ error, retry, title }: { error: unknown; retry(): void; title: string }) {
  if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return <NotFoundPage />;
  return (
    <LoadFailure
      title={title}
      body={error instanceof ApiError ? error.message : messages.errors.body}
      retry={retry}
    />
  );
}
