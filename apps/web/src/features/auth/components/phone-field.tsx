import type { TextFieldProps } from '@mui/material/TextField';
import type { FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field.tsx';
import type { ApiForm } from '../../../hooks/use-api-form.ts';
import { authMessages } from '../messages.ts';

type PhoneFieldProps<Values extends FieldValues> = Omit<TextFieldProps, 'type' | 'slotProps' | 'name'> & {
  // biome-ignore lint/suspicious/noExplicitAny: any body type; the field only reads and writes its value.
  form: ApiForm<Values, any>;
  name: Path<Values>;
};

/** A mobile number: the phone keypad, left-to-right; any form (۰۹…, +98…) is accepted by the contract. */
export function PhoneField<Values extends FieldValues>(props: PhoneFieldProps<Values>) {
  return (
    <FormTextField
      label={authMessages.phone.field}
      placeholder={authMessages.phone.placeholder}
      autoComplete="tel"
      {...props}
      fullWidth
      type="tel"
      slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }}
    />
  );
}
