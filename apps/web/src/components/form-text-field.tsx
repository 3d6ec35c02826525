import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type FieldValues, type Path, type PathValue, useController } from 'react-hook-form';
import type { ApiForm } from '../hooks/use-api-form.ts';

type FormTextFieldProps<Values extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'error'
> & {
  // biome-ignore lint/suspicious/noExplicitAny: any body type; the field only reads and writes its value.
  form: ApiForm<Values, any>;
  name: Path<Values>;
  /** The value a field change stores, from the input's text (default: the text itself). */
  parse?(text: string): PathValue<Values, Path<Values>>;
};

/**
 * A text field of a form run by `useApiForm`: its value and change, and its message under it
 * (`aria-invalid` and the helper text, which replaces `helperText` while there is a message).
 */
export function FormTextField<Values extends FieldValues>({
  form,
  name,
  parse,
  helperText,
  ...props
}: FormTextFieldProps<Values>) {
  const { field, fieldState } = useController({ control: form.form.control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) =>
        form.change(
          name,
          parse ? parse(event.target.value) : (event.target.value as PathValue<Values, Path<Values>>),
        )
      }
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
