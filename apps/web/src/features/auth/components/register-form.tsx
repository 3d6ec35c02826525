import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { registerBodySchema } from '@pardeh/contract';
import { messages } from '../../../messages/index.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useRegister } from '../api/register.ts';
import { useAuthForm } from '../lib/use-auth-form.ts';
import { authMessages } from '../messages.ts';
import { EmailField } from './email-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { PasswordField } from './password-field.tsx';
import { SubmitButton } from './submit-button.tsx';

/** Name, email and a new password twice. Success signs the new account in. */
export function RegisterForm() {
  const { mutateAsync } = useRegister();
  const signIn = useAuthStore((state) => state.signIn);
  const form = useAuthForm({
    initialValues: { name: '', email: '', password: '', password_confirmation: '' },
    schema: registerBodySchema,
    submit: mutateAsync,
    onSuccess: ({ token, user }) => signIn(token, user),
  });
  const password = form.field('password');
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label={messages.pages.register}>
      <FormAlert alert={form.alert} onClose={() => form.setAlert(null)} />
      <Stack spacing={2.5}>
        <TextField
          {...form.field('name')}
          label={authMessages.fields.name}
          autoComplete="name"
          fullWidth
          autoFocus
        />
        <EmailField {...form.field('email')} />
        <PasswordField
          {...password}
          helperText={password.helperText ?? authMessages.newPasswordHint}
          label={authMessages.fields.password}
          autoComplete="new-password"
        />
        <PasswordField
          {...form.field('password_confirmation')}
          label={authMessages.fields.passwordConfirmation}
          autoComplete="new-password"
        />
        <SubmitButton submitting={form.submitting}>{authMessages.register.submit}</SubmitButton>
      </Stack>
    </Box>
  );
}
