import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { emailOnlyBodySchema } from '@pardeh/contract';
import { messages } from '../../../messages/index.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { useAuthForm } from '../lib/use-auth-form.ts';
import { authMessages } from '../messages.ts';
import { EmailField } from './email-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { SubmitButton } from './submit-button.tsx';

/** Asks for a password reset link; the server answers the same whether or not the address is known. */
export function ForgotPasswordForm() {
  const { mutateAsync } = useForgotPassword();
  const form = useAuthForm({
    initialValues: { email: '' },
    schema: emailOnlyBodySchema,
    submit: mutateAsync,
    onSuccess: ({ message }): void => form.setAlert({ severity: 'success', message }),
  });
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label={messages.pages.forgotPassword}>
      <FormAlert alert={form.alert} onClose={() => form.setAlert(null)} />
      <Stack spacing={2.5}>
        <EmailField {...form.field('email')} autoFocus />
        <SubmitButton submitting={form.submitting}>{authMessages.forgotPassword.submit}</SubmitButton>
      </Stack>
    </Box>
  );
}
