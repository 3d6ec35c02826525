import Stack from '@mui/material/Stack';
import { addPhoneBodySchema, type PhoneCodeSentResponse, phoneCodeRequestBodySchema } from '@pardeh/contract';
import { useState } from 'react';
import { useApiForm } from '../../../hooks/use-api-form.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useAddPhone } from '../api/add-phone.ts';
import { requestPhoneAddition, useRequestPhoneAddition } from '../api/request-phone-addition.ts';
import { authErrorMessage } from '../lib/auth-result.ts';
import { useAuthAlert } from '../lib/use-auth-alert.ts';
import { authMessages } from '../messages.ts';
import { CodeField } from './code-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { PhoneField } from './phone-field.tsx';
import { ResendCodeButton } from './resend-code-button.tsx';
import { SubmitButton } from './submit-button.tsx';

/** Adds a number to the signed-in account: the number, then the code texted to it. */
export function AddPhoneForm() {
  const [sent, setSent] = useState<PhoneCodeSentResponse | null>(null);
  return sent ? <AddPhoneCode sent={sent} /> : <AddPhoneNumber onSent={setSent} />;
}

function AddPhoneNumber({ onSent }: { onSent(sent: PhoneCodeSentResponse): void }) {
  const { mutateAsync } = useRequestPhoneAddition();
  const form = useApiForm({
    schema: phoneCodeRequestBodySchema,
    defaultValues: { phone: '' },
    errorMessage: authErrorMessage,
  });
  const alert = useAuthAlert(form);
  const submit = form.onSubmit(async (body) => onSent(await mutateAsync(body)));
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={alert.submitting(submit)}
      aria-label={authMessages.contact.addPhone}
    >
      <FormAlert alert={alert.alert} onClose={alert.close} />
      <PhoneField form={form} name="phone" />
      <SubmitButton submitting={form.pending}>{authMessages.contact.sendCode}</SubmitButton>
    </Stack>
  );
}

function AddPhoneCode({ sent }: { sent: PhoneCodeSentResponse }) {
  const { mutateAsync } = useAddPhone();
  const setUser = useAuthStore((state) => state.setUser);
  const form = useApiForm({
    schema: addPhoneBodySchema,
    defaultValues: { code: '' },
    toBody: ({ code }) => ({ phone: sent.phone, code }),
    errorMessage: authErrorMessage,
  });
  const alert = useAuthAlert(form);
  const submit = form.onSubmit(async (body) => setUser((await mutateAsync(body)).data));
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={alert.submitting(submit)}
      aria-label={authMessages.contact.confirmCode}
    >
      <FormAlert alert={alert.alert} onClose={alert.close} />
      <CodeField form={form} name="code" autoFocus />
      <SubmitButton submitting={form.pending}>{authMessages.contact.confirmCode}</SubmitButton>
      <ResendCodeButton
        wait={sent.retryAfter}
        resend={() => requestPhoneAddition({ phone: sent.phone })}
        onResult={(message, severity) =>
          severity === 'success' ? alert.notify(message) : form.setFormError(message)
        }
      />
    </Stack>
  );
}
