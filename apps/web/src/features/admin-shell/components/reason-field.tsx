import TextField from '@mui/material/TextField';
import { adminMessages } from '../messages.ts';

interface ReasonFieldProps {
  value: string;
  error?: string;
  onChange(value: string): void;
  label?: string;
  autoFocus?: boolean;
}

/** The reason an operator gives for a change; it stays in the audit log with the change. */
export function ReasonField({
  value,
  error,
  onChange,
  label = adminMessages.common.reason,
  autoFocus = true,
}: ReasonFieldProps) {
  return (
    <TextField
      name="reason"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? adminMessages.common.reasonHint}
      multiline
      minRows={2}
      fullWidth
      autoFocus={autoFocus}
    />
  );
}
