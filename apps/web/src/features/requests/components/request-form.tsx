import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { titleRequestBodySchema } from '@pardeh/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormSendButton } from '../../../components/form-send-button.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useApiForm } from '../../../hooks/use-api-form.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/persian.ts';
import { useFileRequest } from '../api/file-request.ts';
import { buildRequestBody, emptyRequestForm } from '../lib/request-form.ts';
import { requestsMessages as text } from '../messages.ts';
import { TitleRequestFields } from './title-request-fields.tsx';

type Outcome =
  | { severity: 'success'; message: string }
  | { severity: 'error'; message: string; titlePath?: string };

/**
 * The request form, checked with the API's own schema before sending; the server's 422 messages
 * land under the same fields, a 409 or 429 above the form (with the title's link when it is
 * already in the catalogue).
 */
export function RequestForm() {
  const form = useApiForm({
    schema: titleRequestBodySchema,
    defaultValues: emptyRequestForm(),
    toBody: buildRequestBody,
  });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const file = useFileRequest();

  const submit = form.onSubmit(
    async (body) => {
      const request = await file.mutateAsync(body);
      form.form.reset();
      setOutcome({
        severity: 'success',
        message:
          request.requesters > 1
            ? text.joined(request.title, formatNumber(request.requesters - 1))
            : text.filed(request.title),
      });
    },
    (error, message) => {
      const titlePath = error instanceof ApiError ? error.body?.titlePath : undefined;
      setOutcome({
        severity: 'error',
        message,
        titlePath: typeof titlePath === 'string' ? titlePath : undefined,
      });
    },
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        setOutcome(null);
        void submit(event);
      }}
      aria-labelledby="request-form-title"
    >
      {outcome && (
        <Alert
          severity={outcome.severity}
          variant="outlined"
          role={outcome.severity === 'error' ? 'alert' : 'status'}
          onClose={() => setOutcome(null)}
          sx={{ mb: 2.5, borderRadius: 2 }}
        >
          {outcome.message}
          {outcome.severity === 'error' && outcome.titlePath && (
            <>
              {' '}
              <Box component={Link} to={outcome.titlePath} sx={{ color: 'secondary.light', fontWeight: 700 }}>
                {text.inCatalogue}
              </Box>
            </>
          )}
        </Alert>
      )}
      <Stack spacing={2.5}>
        <TitleRequestFields form={form} idPrefix="request" text={text} />
        <FormTextField
          form={form}
          name="note"
          id="request-note"
          label={text.note}
          multiline
          minRows={3}
          fullWidth
        />
        <FormSendButton pending={form.pending} label={text.submit} pendingLabel={text.sending} />
      </Stack>
    </Box>
  );
}
