import type { TextFieldProps } from '@mui/material/TextField';
import type { FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field.tsx';
import type { ApiForm } from '../../../hooks/use-api-form.ts';
import { authMessages } from '../messages.ts';

type EmailFieldProps<Values extends FieldValues> = Omit<TextFieldProps, 'type' | 'slotProps' | 'name'> & {
  // biome-ignore lint/suspicious/noExplicitAny: any body type; the field only reads and writes its value.
  form: ApiForm<Values, any>;
  name: Path<Values>;
};

/** An email input: left-to-right (addresses are Latin), the email keyboard, no autocorrect. */
export function EmailField<Values extends FieldValues>(props: EmailFieldProps<Values>) {
  return (
    <FormTextField
      label={authMessages.fields.email}
      autoComplete="email"
      {...props}
      fullWidth
      type="email"
      slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'email', spellCheck: false, autoCapitalize: 'none' } }}
    />
  );
}
