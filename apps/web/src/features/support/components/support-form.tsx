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
import { type SupportMessageCreated, supportMessageKinds } from '@pardeh/contract';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { focusFirstInvalid } from '../../../lib/form-input.ts';
import { contactMessages } from '../../../messages/contact.ts';
import { messages } from '../../../messages/index.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useSendSupportMessage } from '../api/send-support-message.ts';
import {
  checkSupportForm,
  emptySupportForm,
  fieldsOfKind,
  firstErrorPerField,
  type SupportFormField,
  type SupportFormValues,
  serverIssues,
} from '../lib/support-form.ts';
import { SupportSent } from './support-sent.tsx';

const text = contactMessages;

/**
 * The contact form: a support message or a content request. Checked with the API's own schema
 * before sending; the server's 422 messages land under the same fields, a 429 above the form.
 */
export function SupportForm() {
  const user = useAuthStore((state) => state.user);
  const [values, setValues] = useState<SupportFormValues>(() => emptySupportForm(user?.name, user?.email));
  const [errors, setErrors] = useState<Partial<Record<SupportFormField, string>>>({});
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

  const set = (name: SupportFormField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };

  const field = (name: Exclude<SupportFormField, 'kind' | 'type'>) => ({
    name,
    id: `support-${name}`,
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
            <TextField {...field('title')} label={text.requestedTitle} />
            <FormControl error={Boolean(errors.type)}>
              <FormLabel id="support-type-label" sx={{ color: 'text.secondary' }}>
                {text.requestedType}
              </FormLabel>
              <RadioGroup
                row
                aria-labelledby="support-type-label"
                aria-describedby={errors.type ? 'support-type-error' : undefined}
                name="type"
                value={values.type}
                onChange={set('type')}
              >
                <FormControlLabel
                  value="movie"
                  control={<Radio color="secondary" />}
                  label={text.types.movie}
                />
                <FormControlLabel
                  value="series"
                  control={<Radio color="secondary" />}
                  label={text.types.series}
                />
              </RadioGroup>
              {errors.type && <FormHelperText id="support-type-error">{errors.type}</FormHelperText>}
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
                type="url"
                placeholder="https://www.imdb.com/title/tt…"
                slotProps={{ htmlInput: { dir: 'ltr' } }}
              />
            </Box>
            <TextField {...field('body')} label={text.note} multiline minRows={3} />
          </>
        ) : (
          <>
            <TextField {...field('subject')} label={text.subject} />
            <TextField {...field('body')} label={text.body} multiline minRows={5} />
          </>
        )}
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          size="large"
          loading={send.isPending}
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
          {send.isPending ? text.sending : text.submit}
        </Button>
      </Stack>
    </Box>
  );
}
