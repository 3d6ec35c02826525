import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { authMessages } from '../messages.ts';

/** The form's main button: a spinner and disabled while its request is in flight. */
export function SubmitButton({ submitting, children }: { submitting: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="contained"
      color="secondary"
      size="large"
      fullWidth
      loading={submitting}
      loadingPosition="start"
      aria-busy={submitting}
      sx={{ minHeight: 48, fontSize: '1rem', fontWeight: 700, borderRadius: 2 }}
    >
      {submitting ? authMessages.sending : children}
    </Button>
  );
}
