import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { resetPasswordBodySchema } from '@pardeh/contract';
import { useState } from 'react';
import { LinkButton } from '../../../components/link-button.tsx';
import { messages } from '../../../messages/index.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useAuthForm } from '../lib/use-auth-form.ts';
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
  const form = useAuthForm({
    initialValues: { email, password: '', password_confirmation: '' },
    schema: resetPasswordBodySchema,
    extraBody: { token },
    submit: mutateAsync,
    onSuccess: ({ message }): void => {
      if (useAuthStore.getState().status === 'authenticated') signOut();
      setDone(message);
    },
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
  const password = form.field('password');
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label={messages.pages.resetPassword}>
      <FormAlert alert={form.alert} onClose={() => form.setAlert(null)} />
      <Stack spacing={2.5}>
        <EmailField {...form.field('email')} />
        <PasswordField
          {...password}
          helperText={password.helperText ?? authMessages.newPasswordHint}
          label={authMessages.fields.newPassword}
          autoComplete="new-password"
          autoFocus
        />
        <PasswordField
          {...form.field('password_confirmation')}
          label={authMessages.fields.passwordConfirmation}
          autoComplete="new-password"
        />
        <SubmitButton submitting={form.submitting}>{authMessages.resetPassword.submit}</SubmitButton>
      </Stack>
    </Box>
  );
}
