import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { changePasswordBodySchema } from '@pardeh/contract';
import { messages } from '../../../messages/index.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useAuthForm } from '../lib/use-auth-form.ts';
import { authMessages } from '../messages.ts';
import { FormAlert } from './form-alert.tsx';
import { PasswordField } from './password-field.tsx';
import { SubmitButton } from './submit-button.tsx';

const emptyForm = { current_password: '', password: '', password_confirmation: '' };

/** The signed-in user's password change; this session stays, the others end. */
export function ChangePasswordForm() {
  const { mutateAsync } = useChangePassword();
  const email = useAuthStore((state) => state.user?.email ?? '');
  const form = useAuthForm({
    initialValues: emptyForm,
    schema: changePasswordBodySchema,
    submit: mutateAsync,
    onSuccess: ({ message }): void => {
      form.setValues(emptyForm);
      form.setAlert({ severity: 'success', message });
    },
  });
  const password = form.field('password');
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label={messages.pages.editPassword}>
      {/* Tells password managers which account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormAlert alert={form.alert} onClose={() => form.setAlert(null)} />
      <Stack spacing={2.5}>
        <PasswordField
          {...form.field('current_password')}
          label={authMessages.fields.currentPassword}
          autoComplete="current-password"
          autoFocus
        />
        <PasswordField
          {...password}
          helperText={password.helperText ?? authMessages.newPasswordHint}
          label={authMessages.fields.newPassword}
          autoComplete="new-password"
        />
        <PasswordField
          {...form.field('password_confirmation')}
          label={authMessages.fields.passwordConfirmation}
          autoComplete="new-password"
        />
        <SubmitButton submitting={form.submitting}>{authMessages.changePassword.submit}</SubmitButton>
      </Stack>
    </Box>
  );
}
