import { zodResolver } from '@hookform/resolvers/zod';
import { type BaseSyntheticEvent, useRef } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../lib/api-client.ts';
import { firstFieldErrors, focusFirstInvalid } from '../lib/form-errors.ts';
import { messages } from '../messages/index.ts';

interface ApiFormOptions<Values extends FieldValues, Schema extends z.ZodType> {
  /**
   * The contract's schema of the request body: the rules and Persian sentences the API applies.
   * Without one (an action with nothing to fill in) the body goes as `toBody` makes it.
   */
  schema?: Schema;
  /** The fields as the form holds them (text as typed); only these take the server's field errors. */
  defaultValues: Values;
  /** The body the schema checks and the request sends, from the values as typed (default: as they are). */
  toBody?(values: Values): unknown;
  /** The sentence shown above the form for a failed send (default: the server's, else a general one). */
  errorMessage?(error: unknown): string;
  /** Editing any field takes the failure sentence away too, not only that field's message. */
  editClearsFormError?: boolean;
}

/** What a form built on {@link useApiForm} renders with. */
export interface ApiForm<Values extends FieldValues, Body> {
  form: UseFormReturn<Values, unknown, Body>;
  /** True from a submit until its request has an answer: the send button is disabled and says so. */
  pending: boolean;
  /** The sentence above the form: the last send's failure, or one set with `setFormError`. */
  formError: string | undefined;
  setFormError(message: string | null): void;
  /**
   * The form's submit handler: checks the values with the schema (each field's first message under
   * it), then sends the body, one request at a time. A failure's 422 field errors land under the
   * fields the form has and its sentence above the form (unless it is already under a field), or
   * go to `onFailure`; either way focus moves to the first field with a message.
   */
  onSubmit(
    send: (body: Body) => Promise<unknown>,
    onFailure?: (error: unknown, message: string) => void,
  ): (event?: BaseSyntheticEvent) => Promise<void>;
  /** A field's change made outside its own input (a picker, a switch): the value, its message cleared. */
  change(name: Path<Values>, value: PathValue<Values, Path<Values>>): void;
}

const defaultErrorMessage = (error: unknown) =>
  error instanceof ApiError || error instanceof Error ? error.message : messages.errors.unexpected;

const SERVER = 'root.server';

/**
 * The web app's one way to run a form (React Hook Form): values checked with the contract's zod
 * schema before anything is sent, the API's 422 field errors mapped onto the same fields, focus on
 * the first invalid field, and no second request while one is in flight. Fields render with
 * `FormTextField` (components/form-text-field.tsx) or `useController`, which clear their message
 * when edited; a field is checked again on the next submit.
 */
export function useApiForm<
  Values extends FieldValues,
  Schema extends z.ZodType = z.ZodType<Record<string, unknown>>,
>({
  schema,
  defaultValues,
  toBody = (values) => values,
  errorMessage = defaultErrorMessage,
  editClearsFormError = false,
}: ApiFormOptions<Values, Schema>): ApiForm<Values, z.output<Schema>> {
  // The latest render's schema and body step (a body may take values from outside the fields).
  const latest = useRef({ schema, toBody });
  latest.current = { schema, toBody };
  const form = useForm<Values, unknown, z.output<Schema>>({
    defaultValues: defaultValues as DefaultValues<Values>,
    resolver: (values, context, options) => {
      const body = latest.current.toBody(values);
      if (!latest.current.schema) return { values: body, errors: {} } as never;
      const checkBody = zodResolver(latest.current.schema as never) as unknown as Resolver<
        FieldValues,
        unknown,
        z.output<Schema>
      >;
      return checkBody(body as FieldValues, context, options as never) as never;
    },
    // Checked on submit only; editing a field clears its message (FormTextField).
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Focus follows the form's document order (focusFirstInvalid), not the order fields registered.
    shouldFocusError: false,
  });
  const inFlight = useRef(false);
  const fieldNames = Object.keys(defaultValues);
  const formError = (form.formState.errors.root as Record<string, { message?: string }> | undefined)?.server
    ?.message;

  const setFormError = (message: string | null) => {
    if (message === null) form.clearErrors(SERVER as Path<Values>);
    else form.setError(SERVER as Path<Values>, { type: 'server', message });
  };

  const onSubmit: ApiForm<Values, z.output<Schema>>['onSubmit'] = (send, onFailure) => async (event) => {
    event?.preventDefault?.();
    // Two quick clicks land before React re-renders the disabled button.
    if (inFlight.current) return;
    inFlight.current = true;
    const element = event?.currentTarget as HTMLFormElement | null | undefined;
    try {
      await form.handleSubmit(
        async (body) => {
          try {
            await send(body);
          } catch (error) {
            // A path (`source.url`, `rows.2.titleFa`) lands inside the form's field it starts with.
            const own = Object.fromEntries(
              Object.entries(firstFieldErrors(error instanceof ApiError ? error.errors : undefined)).filter(
                ([path]) => fieldNames.includes(path.split('.')[0] ?? path),
              ),
            );
            for (const [path, message] of Object.entries(own)) {
              form.setError(path as Path<Values>, { type: 'server', message });
            }
            focusFirstInvalid(
              element,
              Object.fromEntries(Object.keys(own).map((path) => [path.split('.')[0], true])),
            );
            const message = errorMessage(error);
            if (onFailure) onFailure(error, message);
            // A sentence already shown under its field needs no second copy above the form.
            else if (!Object.values(own).includes(message)) setFormError(message);
          }
        },
        (errors: FieldErrors<Values>) => {
          // A rule over the whole body (or a value the form sets itself) has no field to stand under.
          const other = Object.entries(errors).find(
            ([name]) => name !== 'root' && !fieldNames.includes(name),
          );
          const message = (other?.[1] as { message?: string } | undefined)?.message;
          if (message) setFormError(message);
          focusFirstInvalid(element, errors);
        },
      )(event);
    } finally {
      inFlight.current = false;
    }
  };

  const change = (name: Path<Values>, value: PathValue<Values, Path<Values>>) => {
    form.setValue(name, value, { shouldDirty: true });
    // The live state, not the last render's: a quick edit after a failed submit still clears it.
    if (form.getFieldState(name).error) form.clearErrors(name);
    if (editClearsFormError && form.getFieldState(SERVER as Path<Values>).error) {
      form.clearErrors(SERVER as Path<Values>);
    }
  };

  return { form, pending: form.formState.isSubmitting, formError, setFormError, onSubmit, change };
}

/**
 * The message to show for a field: its own, or the first of its parts (`source.url` under `source`,
 * a list's rows), so a field whose value is an object or a list still says what is wrong.
 */
export function fieldMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string') return message;
  for (const [key, part] of Object.entries(error)) {
    if (key === 'ref' || key === 'type') continue;
    const found = fieldMessage(part);
    if (found) return found;
  }
  return undefined;
}
