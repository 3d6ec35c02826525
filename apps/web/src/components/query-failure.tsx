import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import { ApiError } from '../lib/api-client.ts';
import { failureKindOf } from '../lib/load-failure.ts';
import { messages } from '../messages/index.ts';
import { ConnectionFailure } from './connection-failure.tsx';
import { iconBadgeSx, PageMessage } from './layout/page-message.tsx';
import { LinkButton } from './link-button.tsx';
import { NotFoundPage } from './not-found-page.tsx';

interface LoadFailureProps {
  /** What could not be loaded, e.g. «اطلاعات این عنوان بارگذاری نشد». */
  title: string;
  /** The failure: a missing connection or a server away says so; otherwise the server's sentence shows. */
  error: unknown;
  retry(): void;
}

/**
 * A page whose data did not arrive: for want of a connection (offline, the server not answering
 * or away), the connection's state; otherwise what failed, the server's sentence (or a general
 * one) and a retry button.
 */
export function LoadFailure({ title, error, retry }: LoadFailureProps) {
  const kind = failureKindOf(error);
  if (kind !== 'other') return <ConnectionFailure kind={kind} error={error} retry={retry} />;
  return (
    <PageMessage
      badge={
        <Box sx={iconBadgeSx}>
          <ErrorOutlineIcon />
        </Box>
      }
      title={title}
      body={error instanceof ApiError ? error.message : messages.errors.body}
      actions={<LinkButton onClick={retry}>{messages.errors.retry}</LinkButton>}
    />
  );
}

/**
 * A failed load of one item: the not-found page for a 404 (or a 422, a malformed id in the
 * address), otherwise as LoadFailure.
 */
export function QueryFailure({ error, retry, title }: { error: unknown; retry(): void; title: string }) {
  if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return <NotFoundPage />;
  return <LoadFailure title={title} error={error} retry={retry} />;
}
