import Stack from '@mui/material/Stack';
import { addEmailBodySchema } from '@pardeh/contract';
import { useApiForm } from '../../../hooks/use-api-form.ts';
import { useRequestEmailAddition } from '../api/request-email-addition.ts';
import { authErrorMessage } from '../lib/auth-result.ts';
import { useAuthAlert } from '../lib/use-auth-alert.ts';
import { authMessages } from '../messages.ts';
import { EmailField } from './email-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { SubmitButton } from './submit-button.tsx';

/** Adds an address to a number account: a link is mailed to it, and opening it adds it. */
export function AddEmailForm() {
  const { mutateAsync } = useRequestEmailAddition();
  const form = useApiForm({
    schema: addEmailBodySchema,
    defaultValues: { email: '' },
    errorMessage: authErrorMessage,
  });
  const alert = useAuthAlert(form);
  const submit = form.onSubmit(async (body) => alert.notify((await mutateAsync(body)).message));
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={alert.submitting(submit)}
      aria-label={authMessages.contact.addEmail}
    >
      <FormAlert alert={alert.alert} onClose={alert.close} />
      <EmailField form={form} name="email" />
      <SubmitButton submitting={form.pending}>{authMessages.contact.sendLink}</SubmitButton>
    </Stack>
  );
}
