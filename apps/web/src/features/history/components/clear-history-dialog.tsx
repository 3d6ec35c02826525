import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { historyMessages as text } from '../messages.ts';

interface ClearHistoryDialogProps {
  open: boolean;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** Asks before the whole history is cleared: it cannot be undone. */
export function ClearHistoryDialog({ open, busy, onCancel, onConfirm }: ClearHistoryDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="clear-history-title"
      aria-describedby="clear-history-body"
    >
      <DialogTitle id="clear-history-title">{text.clearTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="clear-history-body">{text.clearBody}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} color="inherit">
          {text.cancel}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
          {text.clearConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
