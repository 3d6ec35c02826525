import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { resetPasswordBodySchema } from '@pardeh/contract';
import { useState } from 'react';
import { LinkButton } from '../../../components/link-button.tsx';
import { useApiForm } from '../../../hooks/use-api-form.ts';
import { messages } from '../../../messages/index.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { authErrorMessage } from '../lib/auth-result.ts';
import { useAuthAlert } from '../lib/use-auth-alert.ts';
import { authMessages } from '../messages.ts';
import { EmailField } from './email-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { PasswordField } from './password-field.tsx';
import { SubmitButton } from './submit-button.tsx';

/**
 * A new password for the emailed link (`token` from its path, the address from its query). A reset
 * ends every session of the account, this browser's included, so success leads to login.
 */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const { mutateAsync } = useResetPassword();
  const signOut = useAuthStore((state) => state.signOut);
  const [done, setDone] = useState<string | null>(null);
  const form = useApiForm({
    schema: resetPasswordBodySchema,
    defaultValues: { email, password: '', password_confirmation: '' },
    // The token comes from the link, not a field: checked and sent with them.
    toBody: (values) => ({ ...values, token }),
    errorMessage: authErrorMessage,
  });
  const alert = useAuthAlert(form);
  const submit = form.onSubmit(async (body) => {
    const { message } = await mutateAsync(body);
    if (useAuthStore.getState().status === 'authenticated') signOut();
    setDone(message);
  });
  if (done) {
    return (
      <Stack spacing={3} sx={{ alignItems: 'stretch' }}>
        <Alert severity="success" variant="outlined" data-testid="auth-alert" sx={{ borderRadius: 2 }}>
          {done}
        </Alert>
        <LinkButton to="/auth/login">{authMessages.resetPassword.toLogin}</LinkButton>
      </Stack>
    );
  }
  return (
    <Box
      component="form"
      noValidate
      onSubmit={alert.submitting(submit)}
      aria-label={messages.pages.resetPassword}
    >
      <FormAlert alert={alert.alert} onClose={alert.close} />
      <Stack spacing={2.5}>
        <EmailField form={form} name="email" />
        <PasswordField
          form={form}
          name="password"
          helperText={authMessages.newPasswordHint}
          label={authMessages.fields.newPassword}
          autoComplete="new-password"
          autoFocus
        />
        <PasswordField
          form={form}
          name="password_confirmation"
          label={authMessages.fields.passwordConfirmation}
          autoComplete="new-password"
        />
        <SubmitButton submitting={form.pending}>{authMessages.resetPassword.submit}</SubmitButton>
      </Stack>
    </Box>
  );
}
