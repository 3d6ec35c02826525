import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { type PhoneCodeSentResponse, phoneCodeRequestBodySchema } from '@pardeh/contract';
import { useApiForm } from '../../../hooks/use-api-form.ts';
import { useRequestPhoneCode } from '../api/request-phone-code.ts';
import { authErrorMessage } from '../lib/auth-result.ts';
import { useAuthAlert } from '../lib/use-auth-alert.ts';
import { authMessages } from '../messages.ts';
import { FormAlert } from './form-alert.tsx';
import { PhoneField } from './phone-field.tsx';
import { SubmitButton } from './submit-button.tsx';

/** Step one of phone sign-in: the number, in any form; the answer moves on to the code. */
export function PhoneNumberForm({ onSent }: { onSent(sent: PhoneCodeSentResponse): void }) {
  const { mutateAsync } = useRequestPhoneCode();
  const form = useApiForm({
    schema: phoneCodeRequestBodySchema,
    defaultValues: { phone: '' },
    errorMessage: authErrorMessage,
  });
  const alert = useAuthAlert(form);
  const submit = form.onSubmit(async (body) => onSent(await mutateAsync(body)));
  return (
    <Box
      component="form"
      noValidate
      onSubmit={alert.submitting(submit)}
      aria-label={authMessages.phone.title}
    >
      <FormAlert alert={alert.alert} onClose={alert.close} />
      <Stack spacing={2.5}>
        <PhoneField form={form} name="phone" autoFocus />
        <SubmitButton submitting={form.pending}>{authMessages.phone.submit}</SubmitButton>
      </Stack>
    </Box>
  );
}
