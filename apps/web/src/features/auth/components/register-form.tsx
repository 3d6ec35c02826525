import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { registerBodySchema } from '@pardeh/contract';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useApiForm } from '../../../hooks/use-api-form.ts';
import { messages } from '../../../messages/index.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useRegister } from '../api/register.ts';
import { authErrorMessage } from '../lib/auth-result.ts';
import { useAuthAlert } from '../lib/use-auth-alert.ts';
import { authMessages } from '../messages.ts';
import { EmailField } from './email-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { PasswordField } from './password-field.tsx';
import { SubmitButton } from './submit-button.tsx';

/** Name, email and a new password twice. Success signs the new account in. */
export function RegisterForm() {
  const { mutateAsync } = useRegister();
  const signIn = useAuthStore((state) => state.signIn);
  const form = useApiForm({
    schema: registerBodySchema,
    defaultValues: { name: '', email: '', password: '', password_confirmation: '' },
    errorMessage: authErrorMessage,
  });
  const alert = useAuthAlert(form);
  const submit = form.onSubmit(async (body) => {
    const { token, user } = await mutateAsync(body);
    signIn(token, user);
  });
  return (
    <Box component="form" noValidate onSubmit={alert.submitting(submit)} aria-label={messages.pages.register}>
      <FormAlert alert={alert.alert} onClose={alert.close} />
      <Stack spacing={2.5}>
        <FormTextField
          form={form}
          name="name"
          label={authMessages.fields.name}
          autoComplete="name"
          fullWidth
          autoFocus
        />
        <EmailField form={form} name="email" />
        <PasswordField
          form={form}
          name="password"
          helperText={authMessages.newPasswordHint}
          label={authMessages.fields.password}
          autoComplete="new-password"
        />
        <PasswordField
          form={form}
          name="password_confirmation"
          label={authMessages.fields.passwordConfirmation}
          autoComplete="new-password"
        />
        <SubmitButton submitting={form.pending}>{authMessages.register.submit}</SubmitButton>
      </Stack>
    </Box>
  );
}
