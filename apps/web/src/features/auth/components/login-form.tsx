import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { loginBodySchema } from '@pardeh/contract';
import { useApiForm } from '../../../hooks/use-api-form.ts';
import { messages } from '../../../messages/index.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useLogin } from '../api/login.ts';
import { authErrorMessage } from '../lib/auth-result.ts';
import { useAuthAlert } from '../lib/use-auth-alert.ts';
import { authMessages } from '../messages.ts';
import { AuthLink } from './auth-link.tsx';
import { EmailField } from './email-field.tsx';
import { FormAlert, type FormAlertState } from './form-alert.tsx';
import { PasswordField } from './password-field.tsx';
import { SubmitButton } from './submit-button.tsx';

interface LoginFormProps {
  /** Switches to the sign-in link form, keeping the address typed so far. */
  onUseLink(email: string): void;
  /** A message to show at once, e.g. why a sign-in link did not work. */
  initialAlert?: FormAlertState | null;
}

/** Email and password. Success signs in; the page then returns to where the visitor came from. */
export function LoginForm({ onUseLink, initialAlert = null }: LoginFormProps) {
  const { mutateAsync } = useLogin();
  const signIn = useAuthStore((state) => state.signIn);
  const form = useApiForm({
    schema: loginBodySchema,
    defaultValues: { email: '', password: '' },
    errorMessage: authErrorMessage,
  });
  const alert = useAuthAlert(form, initialAlert);
  const submit = form.onSubmit(async (body) => {
    const { token, user } = await mutateAsync(body);
    signIn(token, user);
  });
  return (
    <Box component="form" noValidate onSubmit={alert.submitting(submit)} aria-label={messages.pages.login}>
      <FormAlert alert={alert.alert} onClose={alert.close} />
      <Stack spacing={2.5}>
        <EmailField form={form} name="email" autoFocus />
        <PasswordField
          form={form}
          name="password"
          label={authMessages.fields.password}
          autoComplete="current-password"
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-start', mt: '8px !important' }}>
          <AuthLink to="/auth/forgot-password">{authMessages.login.forgotPassword}</AuthLink>
        </Box>
        <SubmitButton submitting={form.pending}>{authMessages.login.submit}</SubmitButton>
      </Stack>
      <Divider sx={{ my: 2.5, color: 'text.secondary', fontSize: '0.85rem' }}>
        {authMessages.login.or}
      </Divider>
      <Button
        variant="outlined"
        color="inherit"
        fullWidth
        size="large"
        onClick={() => onUseLink(form.form.getValues('email'))}
        sx={{ minHeight: 48, borderRadius: 2, borderColor: 'rgba(255,255,255,0.25)' }}
      >
        {authMessages.login.useLink}
      </Button>
    </Box>
  );
}
