import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useController } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { formatJalaliDate } from '../../../lib/persian.ts';
import type { PatchForm } from '../lib/use-patch-form.ts';
import { LockedMark } from './locked-mark.tsx';

interface FieldProps<Field extends string> {
  form: PatchForm<Field>;
  field: Field;
  label: string;
  /** The record's locked fields: this one is marked when among them. */
  locked: readonly string[];
}

function Locked<Field extends string>({ form, field, label, locked }: FieldProps<Field>) {
  if (!locked.includes(field)) return null;
  return (
    <LockedMark
      label={label}
      unlocking={form.unlock.includes(field)}
      onToggle={() => form.toggleUnlock(field)}
    />
  );
}

interface TextEditFieldProps<Field extends string> extends FieldProps<Field> {
  multiline?: boolean;
  /** Latin text (English names, addresses, numbers): written left to right. */
  ltr?: boolean;
  /** Digits only: a numeric keyboard on phones. */
  numeric?: boolean;
  hint?: string;
}

/** A text field of an edit form, with its error from the contract's rules and its lock. */
export function TextEditField<Field extends string>(props: TextEditFieldProps<Field>) {
  const { form, field, label, multiline = false, ltr = false, numeric = false, hint } = props;
  return (
    <Box>
      <FormTextField
        form={form}
        name={field as never}
        id={`edit-${field}`}
        label={label}
        helperText={hint}
        multiline={multiline}
        minRows={multiline ? 3 : undefined}
        maxRows={multiline ? 12 : undefined}
        fullWidth
        slotProps={{
          htmlInput: {
            dir: ltr ? 'ltr' : 'auto',
            inputMode: numeric ? 'numeric' : undefined,
          },
        }}
      />
      <Locked {...props} />
    </Box>
  );
}

/** A calendar date (the browser's date picker, Gregorian as the API keeps it) with its Jalali day below. */
export function DateEditField<Field extends string>(props: FieldProps<Field>) {
  const { form, field, label } = props;
  const { field: input } = useController({
    control: form.form.control,
    name: field as never,
  });
  const value = input.value as string;
  return (
    <Box>
      <FormTextField
        form={form}
        name={field as never}
        id={`edit-${field}`}
        type="date"
        label={label}
        helperText={value ? formatJalaliDate(value) : ' '}
        fullWidth
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }}
      />
      <Locked {...props} />
    </Box>
  );
}

/** A yes/no field of an edit form. */
export function FlagEditField<Field extends string>(props: FieldProps<Field>) {
  const { form, field, label } = props;
  const { field: input } = useController({
    control: form.form.control,
    name: field as never,
  });
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            name={field as never}
            checked={input.value === true}
            onChange={(event) => form.change(field as never, event.target.checked as never)}
            color="secondary"
          />
        }
        label={label}
      />
      <Locked {...props} />
    </Box>
  );
}
