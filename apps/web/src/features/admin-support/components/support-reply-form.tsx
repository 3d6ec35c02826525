import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type AdminSupportThread, supportReplyBodySchema } from '@pardeh/contract';
import { type FormEvent, useState } from 'react';
import { adminMessages, checkBody, serverFieldErrors, useAdminToast } from '../../admin-shell/index.ts';
import { useReplySupportMessage } from '../api/reply-support-message.ts';
import { adminSupportMessages } from '../messages.ts';

const text = adminSupportMessages.support;

/** The reply box: checked with the API's schema, emailed to the sender by the server. */
export function SupportReplyForm({ message }: { message: AdminSupportThread }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const reply = useReplySupportMessage(message.id);
  const toast = useAdminToast();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (reply.isPending) return;
    setFailure(null);
    const checked = checkBody(supportReplyBodySchema, { body });
    if (!checked.ok) {
      setError(checked.errors.body);
      return;
    }
    try {
      await reply.mutateAsync(checked.body);
      setBody('');
      toast(text.sent(message.email));
    } catch (caught) {
      setError(serverFieldErrors(caught).body);
      setFailure(caught instanceof Error ? caught.message : adminMessages.common.loadError);
    }
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      aria-label={text.replyLabel}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <TextField
        name="body"
        label={text.replyLabel}
        value={body}
        onChange={(event) => {
          setBody(event.target.value);
          setError(undefined);
        }}
        error={Boolean(error)}
        helperText={error ?? text.replyHint}
        multiline
        minRows={5}
        fullWidth
      />
      <Button
        type="submit"
        variant="contained"
        color="secondary"
        loading={reply.isPending}
        loadingPosition="start"
        sx={{ justifySelf: 'start', px: 4 }}
      >
        {reply.isPending ? text.sending : text.send}
      </Button>
    </Box>
  );
}
