import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { emailOnlyBodySchema } from '@pardeh/contract';
import { useApiForm } from '../../../hooks/use-api-form.ts';
import { useRequestLoginLink } from '../api/request-login-link.ts';
import { authErrorMessage } from '../lib/auth-result.ts';
import { useAuthAlert } from '../lib/use-auth-alert.ts';
import { authMessages } from '../messages.ts';
import { EmailField } from './email-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { SubmitButton } from './submit-button.tsx';

/** Asks for a single-use sign-in link by email; the answer is the same whether or not the address is known. */
export function LoginLinkForm({
  initialEmail,
  onUsePassword,
}: {
  initialEmail: string;
  onUsePassword(): void;
}) {
  const { mutateAsync } = useRequestLoginLink();
  const form = useApiForm({
    schema: emailOnlyBodySchema,
    defaultValues: { email: initialEmail },
    errorMessage: authErrorMessage,
  });
  const alert = useAuthAlert(form);
  const submit = form.onSubmit(async (body) => alert.notify((await mutateAsync(body)).message));
  return (
    <Box
      component="form"
      noValidate
      onSubmit={alert.submitting(submit)}
      aria-label={authMessages.loginLink.title}
    >
      <FormAlert alert={alert.alert} onClose={alert.close} />
      <Stack spacing={2.5}>
        <EmailField form={form} name="email" autoFocus />
        <SubmitButton submitting={form.pending}>{authMessages.loginLink.submit}</SubmitButton>
        <Button
          variant="text"
          color="inherit"
          onClick={onUsePassword}
          sx={{ color: 'text.secondary', '&:hover': { color: 'common.white' } }}
        >
          {authMessages.loginLink.usePassword}
        </Button>
      </Stack>
    </Box>
  );
}
