import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormSendButton } from '../../../components/form-send-button.tsx';
import { useFormFields } from '../../../hooks/use-form-fields.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { focusFirstInvalid } from '../../../lib/form-input.ts';
import { formatNumber } from '../../../lib/persian.ts';
import { messages } from '../../../messages/index.ts';
import { useFileRequest } from '../api/file-request.ts';
import {
  checkRequestForm,
  emptyRequestForm,
  requestFormFields,
  serverFieldErrors,
} from '../lib/request-form.ts';
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
  const { values, setValues, setErrors, errors, set, field } = useFormFields('request', emptyRequestForm);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const file = useFileRequest();
  const inFlight = useRef(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const checked = checkRequestForm(values);
    setOutcome(null);
    if (!checked.ok) {
      setErrors(checked.fieldErrors);
      focusFirstInvalid(form, requestFormFields, checked.fieldErrors);
      return;
    }
    inFlight.current = true;
    try {
      const request = await file.mutateAsync(checked.data);
      setValues(emptyRequestForm());
      setErrors({});
      setOutcome({
        severity: 'success',
        message:
          request.requesters > 1
            ? text.joined(request.title, formatNumber(request.requesters - 1))
            : text.filed(request.title),
      });
    } catch (error) {
      const found = error instanceof ApiError ? serverFieldErrors(error.errors) : {};
      const titlePath = error instanceof ApiError ? error.body?.titlePath : undefined;
      setErrors(found);
      setOutcome({
        severity: 'error',
        message: error instanceof Error ? error.message : messages.errors.unexpected,
        titlePath: typeof titlePath === 'string' ? titlePath : undefined,
      });
      focusFirstInvalid(form, requestFormFields, found);
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby="request-form-title">
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
        <TitleRequestFields
          idPrefix="request"
          field={field}
          type={values.type}
          typeError={errors.type}
          onTypeChange={set('type')}
          text={text}
        />
        <TextField {...field('note')} label={text.note} multiline minRows={3} />
        <FormSendButton pending={file.isPending} label={text.submit} pendingLabel={text.sending} />
      </Stack>
    </Box>
  );
}
