import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type ReactNode, useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { type ApiForm, useApiForm } from '../../../hooks/use-api-form.ts';
import { adminMessages } from '../messages.ts';

interface ActionDialogProps<Values extends FieldValues, Body> {
  title: string;
  text: string;
  confirmLabel: string;
  /** Red for what takes something away (hide, block, end premium). */
  tone?: 'secondary' | 'error';
  /** The action's form (`useApiForm`) when it has fields; without one the dialog keeps its own. */
  form?: ApiForm<Values, Body>;
  /** Fields the action needs (a reason, a number of days), rendered on `form`. */
  children?: ReactNode;
  /** Makes the change with the checked body; the dialog closes once it has, and stays with its failure. */
  onConfirm(body: Body): Promise<unknown>;
  onClose(): void;
}

/** What an action dialog's failure says: the server's sentence, else a general one. */
export const actionFailure = (error: unknown) =>
  error instanceof Error ? error.message : adminMessages.common.loadError;

/**
 * A change that asks first, in words that say what will happen, and may need fields (a reason,
 * days). Unlike the shell's ConfirmDialog it is a form that stays open until the server has
 * answered, so a refusal and its field messages show where they were asked.
 */
export function ActionDialog<Values extends FieldValues, Body>({
  title,
  text,
  confirmLabel,
  tone = 'secondary',
  form,
  children,
  onConfirm,
  onClose,
}: ActionDialogProps<Values, Body>) {
  const titleId = useId();
  const own = useApiForm({ defaultValues: {}, errorMessage: actionFailure });
  const used = (form ?? own) as ApiForm<Values, Body>;
  const submit = used.onSubmit(async (body) => {
    await onConfirm(body);
    onClose();
  });
  return (
    <Dialog
      open
      onClose={used.pending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{text}</DialogContentText>
            {children}
            {used.formError && (
              <Alert severity="error" role="alert">
                {used.formError}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={used.pending}>
            {adminMessages.common.cancel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={tone}
            loading={used.pending}
            data-testid="confirm-action"
          >
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
