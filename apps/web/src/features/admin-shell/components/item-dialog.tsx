import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import { formatJalaliDate } from '../../../lib/persian.ts';
import {
  changedFields,
  type FieldErrors,
  type FieldKind,
  fieldErrorsOf,
  formValuesOf,
  serverFieldErrors,
} from '../lib/edit-form.ts';
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
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const titleId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const body = changedFields(kinds, isNew ? formValuesOf(kinds, empty) : initial, values) as Record<
      string,
      unknown
    >;
    if (!isNew && Object.keys(body).length === 0) {
      setErrors({ '': text.common.noChanges });
      return;
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setPending(true);
    try {
      await save(body);
      onClose();
    } catch (error) {
      if (error instanceof ApiError) setErrors({ '': error.message, ...serverFieldErrors(error.errors) });
      else setErrors({ '': text.common.failed });
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {fields.map((field) => {
            const value = values[field.name] as string;
            const error = errors[field.name];
            const jalali = field.kind === 'date' && value ? formatJalaliDate(value) : undefined;
            return (
              <TextField
                key={field.name}
                name={field.name}
                label={field.label}
                type={field.kind === 'date' ? 'date' : 'text'}
                value={value}
                onChange={(event) => {
                  setValues((current) => ({ ...current, [field.name]: event.target.value }));
                  setErrors((current) => ({ ...current, [field.name]: '', '': '' }));
                }}
                error={Boolean(error)}
                helperText={error || jalali}
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
          {errors[''] && <Alert severity="error">{errors['']}</Alert>}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={pending} color="inherit">
            {text.common.cancel}
          </Button>
          <Button type="submit" variant="contained" color="secondary" disabled={pending}>
            {pending ? text.common.saving : text.common.save}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
