import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { authMessages } from '../messages.ts';

/** An email input: left-to-right (addresses are Latin), the email keyboard, no autocorrect. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'slotProps'>) {
  return (
    <TextField
      label={authMessages.fields.email}
      autoComplete="email"
      {...props}
      fullWidth
      type="email"
      slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'email', spellCheck: false, autoCapitalize: 'none' } }}
    />
  );
}
