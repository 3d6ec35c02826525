import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { authMessages } from '../messages.ts';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'slotProps' | 'autoComplete'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A password input with a show/hide toggle, so a long password can be checked before sending. */
export function PasswordField({ autoComplete, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      fullWidth
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      slotProps={{
        htmlInput: { dir: 'ltr', spellCheck: false, autoCapitalize: 'none' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={visible ? authMessages.hidePassword : authMessages.showPassword}
                aria-pressed={visible}
                onClick={() => setVisible((shown) => !shown)}
                // Keeps the caret in the input while the toggle is clicked.
                onMouseDown={(event) => event.preventDefault()}
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
