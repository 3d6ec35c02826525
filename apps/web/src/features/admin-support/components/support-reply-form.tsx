import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type AdminSupportThread, supportReplyBodySchema } from '@pardeh/contract';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useApiForm } from '../../../hooks/use-api-form.ts';
import { actionFailure, useAdminToast } from '../../admin-shell/index.ts';
import { useReplySupportMessage } from '../api/reply-support-message.ts';
import { adminSupportMessages } from '../messages.ts';

const text = adminSupportMessages.support;

/** The reply box: checked with the API's schema, emailed to the sender by the server. */
export function SupportReplyForm({ message }: { message: AdminSupportThread }) {
  const form = useApiForm({
    schema: supportReplyBodySchema,
    defaultValues: { body: '' },
    errorMessage: actionFailure,
  });
  const reply = useReplySupportMessage(message.id);
  const toast = useAdminToast();
  const submit = form.onSubmit(async (body) => {
    await reply.mutateAsync(body);
    form.form.reset();
    toast(text.sent(message.email));
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={text.replyLabel}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      {form.formError && (
        <Alert severity="error" role="alert">
          {form.formError}
        </Alert>
      )}
      <FormTextField
        form={form}
        name="body"
        label={text.replyLabel}
        helperText={text.replyHint}
        multiline
        minRows={5}
        fullWidth
      />
      <Button
        type="submit"
        variant="contained"
        color="secondary"
        loading={form.pending}
        loadingPosition="start"
        sx={{ justifySelf: 'start', px: 4 }}
      >
        {form.pending ? text.sending : text.send}
      </Button>
    </Box>
  );
}
