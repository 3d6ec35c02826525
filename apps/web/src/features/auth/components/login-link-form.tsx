import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { emailOnlyBodySchema } from '@pardeh/contract';
import { useRequestLoginLink } from '../api/request-login-link.ts';
import { useAuthForm } from '../lib/use-auth-form.ts';
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
  const form = useAuthForm({
    initialValues: { email: initialEmail },
    schema: emailOnlyBodySchema,
    submit: mutateAsync,
    onSuccess: ({ message }): void => form.setAlert({ severity: 'success', message }),
  });
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label={authMessages.loginLink.title}>
      <FormAlert alert={form.alert} onClose={() => form.setAlert(null)} />
      <Stack spacing={2.5}>
        <EmailField {...form.field('email')} autoFocus />
        <SubmitButton submitting={form.submitting}>{authMessages.loginLink.submit}</SubmitButton>
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
