import { type FormEvent, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { focusFirstInvalid } from '../../../lib/form-input.ts';
import {
  type FieldErrors,
  type FormValue,
  type FormValues,
  type PatchCheck,
  serverFieldErrors,
  adminMessages as text,
  useAdminToast,
} from '../../admin-shell/index.ts';

/** What an edit form's fields read and change. */
export interface EditFormState<Field extends string> {
  values: FormValues<Field>;
  setValue(field: Field, value: FormValue): void;
  unlock: string[];
  toggleUnlock(field: string): void;
  errors: FieldErrors;
  conflict: boolean;
  pending: boolean;
  submit(event: FormEvent<HTMLFormElement>): Promise<void>;
}

interface EditFormOptions<Field extends string, Item, Body> {
  record: Item;
  /** In the order they show: the first invalid one takes focus. */
  fields: readonly Field[];
  valuesOf(record: Item): FormValues<Field>;
  check(record: Item, values: FormValues<Field>, unlock: string[]): PatchCheck<Body>;
  save(body: Body): Promise<unknown>;
  savedMessage: string;
}

/**
 * The state of a console edit form over one record: the values as typed, the fields to unlock,
 * the errors (client-side from the contract's schema, then the server's 422), and a 409 when
 * someone else saved first. Mount it keyed by the record's version, so a saved or reloaded record
 * starts a fresh form.
 */
export function useEditForm<Field extends string, Item, Body>({
  record,
  fields,
  valuesOf,
  check,
  save,
  savedMessage,
}: EditFormOptions<Field, Item, Body>): EditFormState<Field> {
  const [values, setValues] = useState(() => valuesOf(record));
  const [unlock, setUnlock] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [conflict, setConflict] = useState(false);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const toast = useAdminToast();

  const setValue = (field: Field, value: FormValue) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] || current[''] ? { ...current, [field]: '', '': '' } : current));
  };

  const toggleUnlock = (field: string) =>
    setUnlock((current) =>
      current.includes(field) ? current.filter((name) => name !== field) : [...current, field],
    );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const checked = check(record, values, unlock);
    if (!checked.ok) {
      setErrors(checked.unchanged ? { '': text.common.noChanges } : checked.errors);
      focusFirstInvalid(form, fields, checked.errors as Partial<Record<Field, string>>);
      return;
    }
    inFlight.current = true;
    setPending(true);
    try {
      await save(checked.body);
      toast(savedMessage);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setConflict(true);
      else if (error instanceof ApiError && error.status === 422 && error.errors) {
        const found = serverFieldErrors(error);
        setErrors({ '': error.message, ...found });
        focusFirstInvalid(form, fields, found as Partial<Record<Field, string>>);
      } else toast(error instanceof ApiError ? error.message : text.common.failed, 'error');
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  return { values, setValue, unlock, toggleUnlock, errors, conflict, pending, submit };
}
