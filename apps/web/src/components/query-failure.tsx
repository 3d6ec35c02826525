import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import { ApiError } from '../lib/api-client.ts';
import { messages } from '../messages/index.ts';
import { iconBadgeSx, PageMessage } from './layout/page-message.tsx';
import { LinkButton } from './link-button.tsx';
import { NotFoundPage } from './not-found-page.tsx';

interface QueryFailureProps {
  error: unknown;
  retry(): void;
  /** What could not be loaded, e.g. «اطلاعات این عنوان بارگذاری نشد». */
  title: string;
}

/**
 * A page whose data failed to load: the not-found page for a 404 (or a 422, a malformed id in
 * the address), otherwise the server's Persian sentence and a retry button.
 */
export function QueryFailure({ error, retry, title }: QueryFailureProps) {
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
      actions={<LinkButton onClick={retry}>{messages.errors.retry}</LinkButton>}
    />
  );
}
