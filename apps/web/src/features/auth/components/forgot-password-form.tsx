import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { emailOnlyBodySchema } from '@pardeh/contract';
import { useApiForm } from '../../../hooks/use-api-form.ts';
import { messages } from '../../../messages/index.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { authErrorMessage } from '../lib/auth-result.ts';
import { useAuthAlert } from '../lib/use-auth-alert.ts';
import { authMessages } from '../messages.ts';
import { EmailField } from './email-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { SubmitButton } from './submit-button.tsx';

/** Asks for a password reset link; the server answers the same whether or not the address is known. */
export function ForgotPasswordForm() {
  const { mutateAsync } = useForgotPassword();
  const form = useApiForm({
    schema: emailOnlyBodySchema,
    defaultValues: { email: '' },
    errorMessage: authErrorMessage,
  });
  const alert = useAuthAlert(form);
  const submit = form.onSubmit(async (body) => alert.notify((await mutateAsync(body)).message));
  return (
    <Box
      component="form"
      noValidate
      onSubmit={alert.submitting(submit)}
      aria-label={messages.pages.forgotPassword}
    >
      <FormAlert alert={alert.alert} onClose={alert.close} />
      <Stack spacing={2.5}>
        <EmailField form={form} name="email" autoFocus />
        <SubmitButton submitting={form.pending}>{authMessages.forgotPassword.submit}</SubmitButton>
      </Stack>
    </Box>
  );
}
