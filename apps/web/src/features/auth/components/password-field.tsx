import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field.tsx';
import type { ApiForm } from '../../../hooks/use-api-form.ts';
import { authMessages } from '../messages.ts';

type PasswordFieldProps<Values extends FieldValues> = Omit<
  TextFieldProps,
  'type' | 'slotProps' | 'autoComplete' | 'name'
> & {
  // biome-ignore lint/suspicious/noExplicitAny: any body type; the field only reads and writes its value.
  form: ApiForm<Values, any>;
  name: Path<Values>;
  autoComplete: 'current-password' | 'new-password';
};

/** A password input with a show/hide toggle, so a long password can be checked before sending. */
export function PasswordField<Values extends FieldValues>({
  autoComplete,
  ...props
}: PasswordFieldProps<Values>) {
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
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
