import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { adminMessages as text } from '../../admin-shell/index.ts';

/** A 409 on save: someone else changed the record since it was read; reloading shows their version. */
export function ConflictAlert({ onReload, reloading }: { onReload(): void; reloading: boolean }) {
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2.5 }}
      action={
        <Button color="inherit" size="small" onClick={onReload} disabled={reloading}>
          {text.common.reload}
        </Button>
      }
    >
      <AlertTitle>{text.common.conflictTitle}</AlertTitle>
      {text.common.conflictBody}
    </Alert>
  );
}
