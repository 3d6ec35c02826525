import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type SupportMessageCreated, supportMessageKinds } from '@pardeh/contract';
import { type FormEvent, useRef, useState } from 'react';
import { FormSendButton } from '../../../components/form-send-button.tsx';
import { useFormFields } from '../../../hooks/use-form-fields.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { focusFirstInvalid } from '../../../lib/form-input.ts';
import { messages } from '../../../messages/index.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { TitleRequestFields } from '../../requests/index.ts';
import { useSendSupportMessage } from '../api/send-support-message.ts';
import {
  checkSupportForm,
  emptySupportForm,
  fieldsOfKind,
  firstErrorPerField,
  type SupportFormValues,
  serverIssues,
} from '../lib/support-form.ts';
import { contactMessages } from '../messages.ts';
import { SupportSent } from './support-sent.tsx';

const text = contactMessages;

/**
 * The contact form: a support message or a content request. Checked with the API's own schema
 * before sending; the server's 422 messages land under the same fields, a 429 above the form.
 */
export function SupportForm() {
  const user = useAuthStore((state) => state.user);
  const { values, setValues, errors, setErrors, set, field } = useFormFields('support', () =>
    emptySupportForm(user?.name, user?.email),
  );
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState<SupportMessageCreated | null>(null);
  const send = useSendSupportMessage();
  const inFlight = useRef(false);

  if (sent) {
    return (
      <SupportSent
        sent={sent}
        onAnother={() => {
          setSent(null);
          setValues(emptySupportForm(values.name, values.email));
        }}
      />
    );
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const checked = checkSupportForm(values);
    setAlert(null);
    if (!checked.ok) {
      setErrors(checked.fieldErrors);
      focusFirstInvalid(form, fieldsOfKind[values.kind], checked.fieldErrors);
      return;
    }
    inFlight.current = true;
    try {
      setSent(await send.mutateAsync(checked.body));
    } catch (error) {
      const found =
        error instanceof ApiError ? firstErrorPerField(serverIssues(error.errors), values.kind) : {};
      setErrors(found);
      setAlert(error instanceof Error ? error.message : messages.errors.unexpected);
      focusFirstInvalid(form, fieldsOfKind[values.kind], found);
    } finally {
      inFlight.current = false;
    }
  }

  const isRequest = values.kind === 'content-request';
  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby="support-form-title">
      {alert && (
        <Alert
          severity="error"
          variant="outlined"
          onClose={() => setAlert(null)}
          sx={{ mb: 2.5, borderRadius: 2 }}
        >
          {alert}
        </Alert>
      )}
      <Stack spacing={2.5}>
        <FormControl>
          <FormLabel id="support-kind-label" sx={{ mb: 1, color: 'text.secondary' }}>
            {text.kind}
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby="support-kind-label"
            name="kind"
            value={values.kind}
            onChange={(event) => {
              setValues((current) => ({ ...current, kind: event.target.value as SupportFormValues['kind'] }));
              setErrors({});
            }}
            sx={{ gap: 1 }}
          >
            {supportMessageKinds.map((kind) => (
              <FormControlLabel
                key={kind}
                value={kind}
                control={<Radio color="secondary" />}
                label={text.kinds[kind]}
                sx={{
                  m: 0,
                  paddingInlineEnd: '16px',
                  borderRadius: 2,
                  border: '1px solid',
                  borderColor: values.kind === kind ? 'secondary.main' : 'divider',
                  bgcolor: values.kind === kind ? 'rgba(31,191,154,0.08)' : 'transparent',
                }}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField {...field('name')} label={text.name} autoComplete="name" />
          <TextField
            {...field('email')}
            label={text.email}
            type="email"
            autoComplete="email"
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        </Box>
        {isRequest ? (
          <>
            <TitleRequestFields
              idPrefix="support"
              field={field}
              type={values.type}
              typeError={errors.type}
              onTypeChange={set('type')}
              text={text}
              imdbInputType="url"
            />
            <TextField {...field('body')} label={text.note} multiline minRows={3} />
          </>
        ) : (
          <>
            <TextField {...field('subject')} label={text.subject} />
            <TextField {...field('body')} label={text.body} multiline minRows={5} />
          </>
        )}
        <FormSendButton pending={send.isPending} label={text.submit} pendingLabel={text.sending} />
      </Stack>
    </Box>
  );
}
