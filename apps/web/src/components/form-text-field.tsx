import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type FieldValues, type Path, type PathValue, useController } from 'react-hook-form';
import { type ApiForm, fieldMessage } from '../hooks/use-api-form.ts';

type FormTextFieldProps<Values extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'error'
> & {
  // biome-ignore lint/suspicious/noExplicitAny: any body type; the field only reads and writes its value.
  form: ApiForm<Values, any>;
  name: Path<Values>;
  /** Called with the text after the form has it (a field that suggests another's value). */
  afterChange?(text: string): void;
};

/**
 * A text field of a form run by `useApiForm`: its value and change, and its message under it
 * (`aria-invalid` and the helper text, which replaces `helperText` while there is a message).
 */
export function FormTextField<Values extends FieldValues>({
  form,
  name,
  afterChange,
  helperText,
  ...props
}: FormTextFieldProps<Values>) {
  const { field, fieldState } = useController({ control: form.form.control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => {
        const text = event.target.value;
        form.change(name, text as PathValue<Values, Path<Values>>);
        afterChange?.(text);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldMessage(fieldState.error) ?? helperText}
    />
  );
}
