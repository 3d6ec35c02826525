import type { FormEvent } from 'react';
import { useState } from 'react';
import type { z } from 'zod';
import { type ApiForm, useApiForm } from '../../../hooks/use-api-form.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { adminMessages, type FormValues, useAdminToast } from '../../admin-shell/index.ts';

/** A catalogue record's edit form: the shared form, the fields to unlock and a lost race. */
export interface PatchForm<Field extends string> extends ApiForm<FormValues<Field>, unknown> {
  /** The fields whose operator lock is to be lifted on save. */
  unlock: string[];
  toggleUnlock(field: string): void;
  /** Someone else saved the record since it was read (409): the form offers to read it again. */
  conflict: boolean;
  submit(event: FormEvent<HTMLFormElement>): void;
}

interface PatchFormOptions<Field extends string> {
  /** The record's values as the form starts with them. */
  initial: FormValues<Field>;
  /** The contract's PATCH schema. */
  schema: z.ZodType;
  /** The PATCH of what changed and what to unlock, with the version read; null when there is nothing to send. */
  body(values: FormValues<Field>, unlock: string[]): Record<string, unknown> | null;
  save(body: unknown): Promise<unknown>;
  savedMessage: string;
}

/**
 * An edit form over one title or person (`useApiForm` underneath): only what changed is sent, each
 * field it names locked against importers, with the version read; a 409 means someone else saved
 * first. Mount it keyed by the record's version, so a saved or reloaded record starts afresh.
 */
export function usePatchForm<Field extends string>({
  initial,
  schema,
  body,
  save,
  savedMessage,
}: PatchFormOptions<Field>): PatchForm<Field> {
  const [unlock, setUnlock] = useState<string[]>([]);
  const [conflict, setConflict] = useState(false);
  const toast = useAdminToast();
  const form = useApiForm({
    schema,
    defaultValues: initial,
    toBody: (values) => body(values, unlock) ?? {},
    errorMessage: (error) => (error instanceof ApiError ? error.message : adminMessages.common.failed),
    editClearsFormError: true,
  });
  const send = form.onSubmit(
    async (patch) => {
      await save(patch);
      toast(savedMessage);
    },
    (error, message) => {
      if (error instanceof ApiError && error.status === 409) setConflict(true);
      else if (error instanceof ApiError && error.status === 422) form.setFormError(message);
      else toast(message, 'error');
    },
  );
  return {
    ...form,
    unlock,
    toggleUnlock: (field) =>
      setUnlock((current) =>
        current.includes(field) ? current.filter((name) => name !== field) : [...current, field],
      ),
    conflict,
    submit(event) {
      // Nothing changed and nothing to unlock: nothing to send, and the operator is told so.
      if (body(form.form.getValues(), unlock) === null) {
        event.preventDefault();
        form.setFormError(adminMessages.common.noChanges);
        return;
      }
      void send(event);
    },
  };
}
