import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEvent, useId } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useApiForm } from '../../../hooks/use-api-form.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatJalaliDate } from '../../../lib/persian.ts';
import { changedFields, type FieldKind, formValuesOf } from '../lib/edit-form.ts';
import { adminMessages as text } from '../messages.ts';

export interface ItemField<Field extends string> {
  name: Field;
  label: string;
  kind: Extract<FieldKind, 'text' | 'date' | 'int'>;
  multiline?: boolean;
  ltr?: boolean;
}

interface ItemDialogProps<Field extends string> {
  open: boolean;
  title: string;
  fields: ItemField<Field>[];
  /** The values the form starts with: the item being edited, or a new one's suggestions. */
  item: Record<Field, unknown>;
  /** A new item sends every filled field; an edited one only what changed. */
  isNew: boolean;
  /** The contract's create or patch schema: the same rules and Persian sentences as the API. */
  schema: z.ZodType;
  save(body: Record<string, unknown>): Promise<unknown>;
  onClose(): void;
}

/** A small form in a dialog for a season or an episode: create or edit, checked with the contract's schema. */
export function ItemDialog<Field extends string>({
  open,
  title,
  fields,
  item,
  isNew,
  schema,
  save,
  onClose,
}: ItemDialogProps<Field>) {
  const kinds = Object.fromEntries(fields.map((field) => [field.name, field.kind])) as Record<
    Field,
    FieldKind
  >;
  const empty = Object.fromEntries(fields.map((field) => [field.name, null])) as Record<Field, unknown>;
  const initial = formValuesOf(kinds, item);
  // A new item sends what was filled in; an edited one what changed.
  const body = (values: typeof initial) =>
    changedFields(kinds, isNew ? formValuesOf(kinds, empty) : initial, values);
  const form = useApiForm({
    schema,
    defaultValues: initial,
    toBody: body,
    errorMessage: (error) => (error instanceof ApiError ? error.message : text.common.failed),
    editClearsFormError: true,
  });
  const values = useWatch({ control: form.form.control }) as Record<string, unknown>;
  const titleId = useId();
  const send = form.onSubmit(async (checked) => {
    await save(checked as Record<string, unknown>);
    onClose();
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!isNew && Object.keys(body(form.form.getValues())).length === 0) {
      event.preventDefault();
      form.setFormError(text.common.noChanges);
      return;
    }
    void send(event);
  };

  return (
    <Dialog
      open={open}
      onClose={form.pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {fields.map((field) => {
            const value = values[field.name] as string;
            return (
              <FormTextField
                key={field.name}
                form={form}
                name={field.name as never}
                label={field.label}
                type={field.kind === 'date' ? 'date' : 'text'}
                helperText={field.kind === 'date' && value ? formatJalaliDate(value) : undefined}
                multiline={field.multiline}
                minRows={field.multiline ? 3 : undefined}
                fullWidth
                slotProps={{
                  inputLabel: field.kind === 'date' ? { shrink: true } : undefined,
                  htmlInput: {
                    dir: field.ltr || field.kind !== 'text' ? 'ltr' : 'auto',
                    inputMode: field.kind === 'int' ? 'numeric' : undefined,
                  },
                }}
              />
            );
          })}
          {form.formError && <Alert severity="error">{form.formError}</Alert>}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={form.pending} color="inherit">
            {text.common.cancel}
          </Button>
          <Button type="submit" variant="contained" color="secondary" disabled={form.pending}>
            {form.pending ? text.common.saving : text.common.save}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
