import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { isPin, latinDigits } from '../lib/pin.ts';
import { profilesMessages as m } from '../messages.ts';

interface PinDialogProps {
  title: string;
  /** The server's refusal of the last PIN (wrong, or too many tries). */
  error: string | null;
  pending: boolean;
  onSubmit(pin: string): void;
  onClose(): void;
}

/** Asks for a 4-digit PIN: a numeric keypad on phones, Persian digits accepted. */
export function PinDialog({ title, error, pending, onSubmit, onClose }: PinDialogProps) {
  const [pin, setPin] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPin(pin)) {
      setInvalid(true);
      return;
    }
    onSubmit(latinDigits(pin.trim()));
  };
  const message = invalid ? m.pinInvalid : error;
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={m.pinLabel}
            value={pin}
            onChange={(event) => {
              setPin(event.target.value);
              setInvalid(false);
            }}
            error={message !== null}
            helperText={message ?? m.pinHint}
            type="password"
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4, dir: 'ltr' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{m.cancel}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {m.confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
