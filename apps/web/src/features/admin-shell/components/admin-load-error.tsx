import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ApiError } from '../../../lib/api-client.ts';
import { adminMessages as text } from '../messages.ts';

interface AdminLoadErrorProps {
  error: unknown;
  retry(): void;
  /** What did not arrive, e.g. «فهرست عنوان‌ها بارگذاری نشد.»; the server's sentence follows. */
  title?: string;
}

/** Data of a console page that did not arrive: what failed, the server's reason and a retry button. */
export function AdminLoadError({ error, retry, title = text.common.loadError }: AdminLoadErrorProps) {
  const reason = error instanceof ApiError ? error.message : undefined;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={retry}>
          {text.common.retry}
        </Button>
      }
    >
      {title}
      {reason && reason !== title ? ` ${reason}` : ''}
    </Alert>
  );
}
