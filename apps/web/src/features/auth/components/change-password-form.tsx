import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { changePasswordBodySchema } from '@pardeh/contract';
import { useApiForm } from '../../../hooks/use-api-form.ts';
import { messages } from '../../../messages/index.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useChangePassword } from '../api/change-password.ts';
import { authErrorMessage } from '../lib/auth-result.ts';
import { useAuthAlert } from '../lib/use-auth-alert.ts';
import { authMessages } from '../messages.ts';
import { FormAlert } from './form-alert.tsx';
import { PasswordField } from './password-field.tsx';
import { SubmitButton } from './submit-button.tsx';

/** The signed-in user's password change; this session stays, the others end. */
export function ChangePasswordForm() {
  const { mutateAsync } = useChangePassword();
  const email = useAuthStore((state) => state.user?.email ?? '');
  const form = useApiForm({
    schema: changePasswordBodySchema,
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
    errorMessage: authErrorMessage,
  });
  const alert = useAuthAlert(form);
  const submit = form.onSubmit(async (body) => {
    const { message } = await mutateAsync(body);
    form.form.reset();
    alert.notify(message);
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={alert.submitting(submit)}
      aria-label={messages.pages.editPassword}
    >
      {/* Tells password managers which account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormAlert alert={alert.alert} onClose={alert.close} />
      <Stack spacing={2.5}>
        <PasswordField
          form={form}
          name="current_password"
          label={authMessages.fields.currentPassword}
          autoComplete="current-password"
          autoFocus
        />
        <PasswordField
          form={form}
          name="password"
          helperText={authMessages.newPasswordHint}
          label={authMessages.fields.newPassword}
          autoComplete="new-password"
        />
        <PasswordField
          form={form}
          name="password_confirmation"
          label={authMessages.fields.passwordConfirmation}
          autoComplete="new-password"
        />
        <SubmitButton submitting={form.pending}>{authMessages.changePassword.submit}</SubmitButton>
      </Stack>
    </Box>
  );
}
