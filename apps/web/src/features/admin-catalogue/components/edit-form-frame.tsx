import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { adminMessages } from '../../admin-shell/index.ts';
import type { PatchForm } from '../lib/use-patch-form.ts';
import { ConflictAlert } from './conflict-alert.tsx';

interface EditFormFrameProps {
  form: Pick<PatchForm<string>, 'submit' | 'conflict' | 'formError' | 'pending'>;
  /** Reads the record again after a conflict (someone else saved first). */
  onReload(): void;
  reloading: boolean;
  /** The form's sections. */
  children: ReactNode;
}

/** A console edit form over one record: its sections, then what went wrong and the save button. */
export function EditFormFrame({ form, onReload, reloading, children }: EditFormFrameProps) {
  return (
    <Box component="form" noValidate onSubmit={form.submit}>
      {children}
      {/* Beside the save button, where the operator is looking when it happens. */}
      {form.conflict && <ConflictAlert onReload={onReload} reloading={reloading} />}
      {form.formError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {form.formError}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 4 }}>
        <Button type="submit" variant="contained" color="secondary" size="large" disabled={form.pending}>
          {form.pending ? adminMessages.common.saving : adminMessages.common.save}
        </Button>
      </Box>
    </Box>
  );
}
