import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { adminMessages } from '../messages.ts';

interface ActionDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  /** Red for what takes something away (hide, block, end premium). */
  tone?: 'secondary' | 'error';
  /** Fields the action needs (a reason, a number of days), checked by `onConfirm`. */
  children?: ReactNode;
  /**
   * Makes the change: resolves `false` to stay open (a field was wrong and says so), anything else
   * closes; a rejection's message shows above the buttons.
   */
  onConfirm(): Promise<unknown>;
  onClose(): void;
}

/**
 * A change that asks first, in words that say what will happen, and may need fields (a reason,
 * days). Unlike the shell's ConfirmDialog it is a form that stays open until the server has
 * answered, so a refusal and its field messages show where they were asked.
 */
export function ActionDialog({
  title,
  text,
  confirmLabel,
  tone = 'secondary',
  children,
  onConfirm,
  onClose,
}: ActionDialogProps) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    setPending(true);
    try {
      if ((await onConfirm()) !== false) onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : adminMessages.common.loadError);
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open onClose={pending ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{text}</DialogContentText>
            {children}
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {adminMessages.common.cancel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={tone}
            loading={pending}
            data-testid="confirm-action"
          >
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
