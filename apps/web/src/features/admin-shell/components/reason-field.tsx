import type { FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field.tsx';
import type { ApiForm } from '../../../hooks/use-api-form.ts';
import { adminMessages } from '../messages.ts';

interface ReasonFieldProps<Values extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: any body type; the field only reads and writes its value.
  form: ApiForm<Values, any>;
  /** The form's field, `reason` unless the form calls it otherwise. */
  name?: Path<Values>;
  label?: string;
  autoFocus?: boolean;
}

/** The reason an operator gives for a change; it stays in the audit log with the change. */
export function ReasonField<Values extends FieldValues>({
  form,
  name = 'reason' as Path<Values>,
  label = adminMessages.common.reason,
  autoFocus = true,
}: ReasonFieldProps<Values>) {
  return (
    <FormTextField
      form={form}
      name={name}
      label={label}
      helperText={adminMessages.common.reasonHint}
      multiline
      minRows={2}
      fullWidth
      autoFocus={autoFocus}
    />
  );
}
