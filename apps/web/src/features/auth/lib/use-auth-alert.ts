import { type FormEvent, useState } from 'react';
import type { ApiForm } from '../../../hooks/use-api-form.ts';
import type { FormAlertState } from '../components/form-alert.tsx';

/**
 * The alert above an auth form: the last send's failure (the form's error), else a notice the form
 * shows itself (the server's confirmation, or why a sign-in link did not work). A new submit takes
 * both away.
 */
// biome-ignore lint/suspicious/noExplicitAny: any form; only its failure sentence is read.
export function useAuthAlert(form: ApiForm<any, any>, initial: FormAlertState | null = null) {
  const [notice, setNotice] = useState<FormAlertState | null>(initial);
  const alert: FormAlertState | null = form.formError
    ? { severity: 'error', message: form.formError }
    : notice;
  return {
    alert,
    notify: (message: string) => setNotice({ severity: 'success', message }),
    close() {
      setNotice(null);
      form.setFormError(null);
    },
    /** The form's submit handler, which first takes a notice away. */
    submitting(handler: (event: FormEvent<HTMLFormElement>) => Promise<void>) {
      return (event: FormEvent<HTMLFormElement>) => {
        setNotice(null);
        void handler(event);
      };
    },
  };
}
