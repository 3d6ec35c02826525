import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import type { AuthResult } from './auth-result.ts';
import { type FormSchema, validateForm } from './validate-form.ts';

export interface FormAlertState {
  severity: 'error' | 'success';
  message: string;
}

interface AuthFormOptions<V extends Record<string, string>, Body, Data> {
  initialValues: V;
  /** The contract schema the server checks the same body with. */
  schema: FormSchema<Body>;
  /** A message to show before any submit, e.g. why a sign-in link did not work. */
  initialAlert?: FormAlertState | null;
  /** Values the visitor does not type (a token from the link), checked and sent with the fields. */
  extraBody?: Record<string, unknown>;
  submit(body: Body): Promise<AuthResult<Data>>;
  onSuccess(data: Data): void;
}

/**
 * State of one auth form: its values, a message under each field, the alert, and one request at
 * a time. The in-flight flag is a ref because two quick clicks land before React re-renders the
 * disabled button.
 */
export function useAuthForm<V extends Record<string, string>, Body, Data>({
  initialValues,
  schema,
  initialAlert = null,
  extraBody,
  submit,
  onSuccess,
}: AuthFormOptions<V, Body, Data>) {
  const [values, setValues] = useState(initialValues);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [alert, setAlert] = useState<FormAlertState | null>(initialAlert);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);

  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: Boolean(fieldErrors[name]),
    helperText: fieldErrors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setFieldErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
  });

  /** Keeps only the messages of fields this form shows; the others are for the alert. */
  const ownFieldErrors = (errors: Record<string, string>) =>
    Object.fromEntries(Object.entries(errors).filter(([name]) => name in initialValues)) as Partial<
      Record<keyof V, string>
    >;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const checked = validateForm(schema, { ...values, ...extraBody });
    if (!checked.ok) {
      const own = ownFieldErrors(checked.fieldErrors);
      setFieldErrors(own);
      setAlert(null);
      const first = Object.keys(own)[0];
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setAlert(null);
    setFieldErrors({});
    try {
      const result = await submit(checked.data);
      if (result.ok) {
        onSuccess(result.data);
        return;
      }
      const own = ownFieldErrors(result.fieldErrors);
      setFieldErrors(own);
      // A message already shown under its field needs no second copy above the form.
      if (!Object.values(own).includes(result.error)) setAlert({ severity: 'error', message: result.error });
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  return { values, setValues, field, alert, setAlert, submitting, handleSubmit };
}
