import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { type SupportMessageCreated, supportMessageBodySchema, supportMessageKinds } from '@pardeh/contract';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormSendButton } from '../../../components/form-send-button.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useApiForm } from '../../../hooks/use-api-form.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { TitleRequestFields } from '../../requests/index.ts';
import { useSendSupportMessage } from '../api/send-support-message.ts';
import { buildSupportBody, emptySupportForm, type SupportFormValues } from '../lib/support-form.ts';
import { contactMessages } from '../messages.ts';
import { SupportSent } from './support-sent.tsx';

const text = contactMessages;

/**
 * The contact form: a support message or a content request. Checked with the API's own schema
 * before sending; the server's 422 messages land under the same fields, a 429 above the form.
 */
export function SupportForm() {
  const user = useAuthStore((state) => state.user);
  const form = useApiForm({
    schema: supportMessageBodySchema,
    defaultValues: emptySupportForm(user?.name, user?.email ?? undefined),
    toBody: buildSupportBody,
  });
  const [sent, setSent] = useState<SupportMessageCreated | null>(null);
  const send = useSendSupportMessage();
  const kind = useWatch({ control: form.form.control, name: 'kind' });

  if (sent) {
    return (
      <SupportSent
        sent={sent}
        onAnother={() => {
          setSent(null);
          const { name, email } = form.form.getValues();
          form.form.reset(emptySupportForm(name, email));
        }}
      />
    );
  }

  const submit = form.onSubmit(async (body) => setSent(await send.mutateAsync(body)));

  const isRequest = kind === 'content-request';
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="support-form-title">
      {form.formError && (
        <Alert
          severity="error"
          variant="outlined"
          onClose={() => form.setFormError(null)}
          sx={{ mb: 2.5, borderRadius: 2 }}
        >
          {form.formError}
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
            value={kind}
            onChange={(event) => {
              form.change('kind', event.target.value as SupportFormValues['kind']);
              // The other kind shows other fields: no message of this one's stays.
              form.form.clearErrors();
            }}
            sx={{ gap: 1 }}
          >
            {supportMessageKinds.map((option) => (
              <FormControlLabel
                key={option}
                value={option}
                control={<Radio color="secondary" />}
                label={text.kinds[option]}
                sx={{
                  m: 0,
                  paddingInlineEnd: '16px',
                  borderRadius: 2,
                  border: '1px solid',
                  borderColor: kind === option ? 'secondary.main' : 'divider',
                  bgcolor: kind === option ? 'rgba(31,191,154,0.08)' : 'transparent',
                }}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField
            form={form}
            name="name"
            id="support-name"
            label={text.name}
            autoComplete="name"
            fullWidth
          />
          <FormTextField
            form={form}
            name="email"
            id="support-email"
            fullWidth
            label={text.email}
            type="email"
            autoComplete="email"
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        </Box>
        {isRequest ? (
          <>
            <TitleRequestFields form={form} idPrefix="support" text={text} imdbInputType="url" />
            <FormTextField
              form={form}
              name="body"
              id="support-body"
              label={text.note}
              multiline
              minRows={3}
              fullWidth
            />
          </>
        ) : (
          <>
            <FormTextField form={form} name="subject" id="support-subject" label={text.subject} fullWidth />
            <FormTextField
              form={form}
              name="body"
              id="support-body"
              label={text.body}
              multiline
              minRows={5}
              fullWidth
            />
          </>
        )}
        <FormSendButton pending={form.pending} label={text.submit} pendingLabel={text.sending} />
      </Stack>
    </Box>
  );
}
