import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { displayPhone, type PhoneCodeSentResponse, phoneVerifyBodySchema } from '@pardeh/contract';
import { useEffect, useRef, useState } from 'react';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useApiForm } from '../../../hooks/use-api-form.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { requestPhoneCode } from '../api/request-phone-code.ts';
import { useVerifyPhoneCode } from '../api/verify-phone-code.ts';
import { authErrorMessage } from '../lib/auth-result.ts';
import { useAuthAlert } from '../lib/use-auth-alert.ts';
import { readSmsCode } from '../lib/web-otp.ts';
import { authMessages } from '../messages.ts';
import { CodeField } from './code-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { ResendCodeButton } from './resend-code-button.tsx';
import { SubmitButton } from './submit-button.tsx';

/**
 * Step two: the code (typed, offered by the keyboard, or read by WebOTP), and a name when the
 * server says the number is new. Success signs in; the page then goes where the visitor was headed.
 */
export function PhoneCodeForm({
  sent,
  onChangeNumber,
}: {
  sent: PhoneCodeSentResponse;
  onChangeNumber(): void;
}) {
  const { mutateAsync } = useVerifyPhoneCode();
  const signIn = useAuthStore((state) => state.signIn);
  const [askName, setAskName] = useState(false);
  const form = useApiForm({
    schema: phoneVerifyBodySchema,
    defaultValues: { code: '', name: '' },
    toBody: ({ code, name }) => ({ phone: sent.phone, code, name: name.trim() === '' ? undefined : name }),
    errorMessage: authErrorMessage,
  });
  const alert = useAuthAlert(form);
  const submit = form.onSubmit(async (body) => {
    const { token, user } = await mutateAsync(body);
    signIn(token, user);
  });
  const nameError = form.form.formState.errors.name;
  useEffect(() => {
    if (nameError) setAskName(true);
  }, [nameError]);

  // WebOTP: the browser offers the SMS's code (this one or a resent one); leaving aborts it.
  const useCode = (code: string) => {
    form.change('code', code);
    void submit();
  };
  const latestUseCode = useRef(useCode);
  latestUseCode.current = useCode;
  useEffect(() => {
    const controller = new AbortController();
    void readSmsCode(controller.signal).then((code) => {
      if (code) latestUseCode.current(code);
    });
    return () => controller.abort();
  }, []);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={alert.submitting(submit)}
      aria-label={authMessages.phone.codeTitle}
    >
      <FormAlert alert={alert.alert} onClose={alert.close} />
      <Stack spacing={2.5}>
        <CodeField form={form} name="code" autoFocus />
        {askName && (
          <FormTextField
            form={form}
            name="name"
            label={authMessages.fields.name}
            helperText={authMessages.phone.nameHint}
            autoComplete="name"
            fullWidth
          />
        )}
        <SubmitButton submitting={form.pending}>{authMessages.phone.verify}</SubmitButton>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <ResendCodeButton
            wait={sent.retryAfter}
            resend={() => requestPhoneCode({ phone: sent.phone })}
            onResult={(message, severity) =>
              severity === 'success' ? alert.notify(message) : form.setFormError(message)
            }
          />
          <Button variant="text" color="inherit" onClick={onChangeNumber}>
            {authMessages.phone.changeNumber} ({displayPhone(sent.phone)})
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
