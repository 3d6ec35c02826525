import type { TextFieldProps } from '@mui/material/TextField';
import type { FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field.tsx';
import type { ApiForm } from '../../../hooks/use-api-form.ts';
import { authMessages } from '../messages.ts';

type CodeFieldProps<Values extends FieldValues> = Omit<TextFieldProps, 'type' | 'slotProps' | 'name'> & {
  // biome-ignore lint/suspicious/noExplicitAny: any body type; the field only reads and writes its value.
  form: ApiForm<Values, any>;
  name: Path<Values>;
};

/**
 * The SMS code: `one-time-code` lets iOS and Android offer it from the message; the numeric
 * keypad; Persian digits typed on a Persian keyboard are accepted by the contract.
 */
export function CodeField<Values extends FieldValues>(props: CodeFieldProps<Values>) {
  return (
    <FormTextField
      label={authMessages.phone.codeField}
      {...props}
      fullWidth
      slotProps={{
        htmlInput: { dir: 'ltr', inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 12 },
      }}
    />
  );
}
