import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { focusFirstInvalid } from '../../../lib/form-input.ts';
import { formatNumber } from '../../../lib/persian.ts';
import { messages } from '../../../messages/index.ts';
import { requestsMessages as text } from '../../../messages/requests.ts';
import { useFileRequest } from '../api/file-request.ts';
import {
  checkRequestForm,
  emptyRequestForm,
  type RequestFormField,
  type RequestFormValues,
  requestFormFields,
  serverFieldErrors,
} from '../lib/request-form.ts';

type Outcome =
  | { severity: 'success'; message: string }
  | { severity: 'error'; message: string; titlePath?: string };

/**
 * The request form, checked with the API's own schema before sending; the server's 422 messages
 * land under the same fields, a 409 or 429 above the form (with the title's link when it is
 * already in the catalogue).
 */
export function RequestForm() {
  const [values, setValues] = useState<RequestFormValues>(emptyRequestForm);
  const [errors, setErrors] = useState<Partial<Record<RequestFormField, string>>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const file = useFileRequest();
  const inFlight = useRef(false);

  const set = (name: RequestFormField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };

  const field = (name: Exclude<RequestFormField, 'type'>) => ({
    name,
    id: `request-${name}`,
    value: values[name],
    onChange: set(name),
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
  });

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
        <TextField {...field('title')} label={text.requestedTitle} />
        <FormControl error={Boolean(errors.type)}>
          <FormLabel id="request-type-label" sx={{ color: 'text.secondary' }}>
            {text.type}
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby="request-type-label"
            aria-describedby={errors.type ? 'request-type-error' : undefined}
            name="type"
            value={values.type}
            onChange={set('type')}
          >
            <FormControlLabel value="movie" control={<Radio color="secondary" />} label={text.types.movie} />
            <FormControlLabel
              value="series"
              control={<Radio color="secondary" />}
              label={text.types.series}
            />
          </RadioGroup>
          {errors.type && <FormHelperText id="request-type-error">{errors.type}</FormHelperText>}
        </FormControl>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
          <TextField
            {...field('year')}
            label={text.year}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4, dir: 'ltr' } }}
          />
          <TextField
            {...field('imdbUrl')}
            label={text.imdbUrl}
            placeholder="https://www.imdb.com/title/tt…"
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        </Box>
        <TextField {...field('note')} label={text.note} multiline minRows={3} />
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          size="large"
          loading={file.isPending}
          loadingPosition="start"
          sx={{
            minHeight: 48,
            fontSize: '1rem',
            fontWeight: 700,
            borderRadius: 2,
            alignSelf: { sm: 'flex-start' },
            px: 5,
          }}
        >
          {file.isPending ? text.sending : text.submit}
        </Button>
      </Stack>
    </Box>
  );
}
