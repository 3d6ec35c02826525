import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { COMMENT_MAX_LENGTH, commentBodySchema } from '@pardeh/contract';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/persian.ts';
import { messages } from '../../../messages/index.ts';
import { usePostComment } from '../api/post-comment.ts';
import { commentsMessages as m } from '../messages.ts';

interface CommentFormProps {
  titleId: number;
  /** Set for a reply: the top-level comment it answers. */
  parentId?: number;
  onDone?(): void;
  onCancel?(): void;
}

/**
 * A comment or a reply, checked with the API's own schema before sending; the server's field
 * messages land under the field, anything else (a rate limit, a vanished comment) above it.
 */
export function CommentForm({ titleId, parentId, onDone, onCancel }: CommentFormProps) {
  const [body, setBody] = useState('');
  const [spoiler, setSpoiler] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const post = usePostComment(titleId);
  const fieldId = useId();
  const reply = parentId !== undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (post.isPending) return;
    const parsed = commentBodySchema.safeParse({ titleId, body, spoiler, parentId });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? messages.errors.unexpected);
      return;
    }
    setAlert(null);
    post.mutate(parsed.data, {
      onSuccess: () => {
        setBody('');
        setSpoiler(false);
        onDone?.();
      },
      onError: (error) => {
        const bodyError = error instanceof ApiError ? error.errors?.body?.[0] : undefined;
        if (bodyError) setFieldError(bodyError);
        else setAlert(error.message);
      },
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1 }}>
      {alert && <Alert severity="error">{alert}</Alert>}
      <TextField
        id={fieldId}
        label={reply ? m.replyLabel : m.formLabel}
        placeholder={reply ? undefined : m.placeholder}
        value={body}
        onChange={(event) => {
          setBody(event.target.value);
          setFieldError(null);
        }}
        error={fieldError !== null}
        helperText={
          fieldError ?? m.length(formatNumber(body.trim().length), formatNumber(COMMENT_MAX_LENGTH))
        }
        multiline
        minRows={reply ? 2 : 3}
        fullWidth
        autoFocus={reply}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <FormControlLabel
          control={<Checkbox checked={spoiler} onChange={(event) => setSpoiler(event.target.checked)} />}
          label={m.spoilerCheckbox}
          sx={{ me: 'auto' }}
        />
        {onCancel && (
          <Button type="button" color="inherit" onClick={onCancel}>
            {m.cancel}
          </Button>
        )}
        <Button type="submit" variant="contained" color="secondary" disabled={post.isPending}>
          {reply ? m.submitReply : m.submit}
        </Button>
      </Box>
    </Box>
  );
}
