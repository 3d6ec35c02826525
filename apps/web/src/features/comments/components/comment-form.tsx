import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { COMMENT_MAX_LENGTH, commentBodySchema } from '@pardeh/contract';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useApiForm } from '../../../hooks/use-api-form.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/persian.ts';
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
  const form = useApiForm({
    schema: commentBodySchema,
    defaultValues: { body: '', spoiler: false },
    toBody: (values) => ({ titleId, ...values, parentId }),
  });
  const [body, spoiler] = useWatch({ control: form.form.control, name: ['body', 'spoiler'] });
  const post = usePostComment(titleId);
  const fieldId = useId();
  const reply = parentId !== undefined;

  const submit = form.onSubmit(
    async (comment) => {
      await post.mutateAsync(comment);
      form.form.reset();
      onDone?.();
    },
    // A refused text says why under the field; anything else (a rate limit, a vanished comment) above.
    (error, message) => {
      if (!(error instanceof ApiError && error.errors?.body?.length)) form.setFormError(message);
    },
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1 }}>
      {form.formError && <Alert severity="error">{form.formError}</Alert>}
      <FormTextField
        form={form}
        name="body"
        id={fieldId}
        label={reply ? m.replyLabel : m.formLabel}
        placeholder={reply ? undefined : m.placeholder}
        helperText={m.length(formatNumber(body.trim().length), formatNumber(COMMENT_MAX_LENGTH))}
        multiline
        minRows={reply ? 2 : 3}
        fullWidth
        autoFocus={reply}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <FormControlLabel
          control={
            <Checkbox checked={spoiler} onChange={(event) => form.change('spoiler', event.target.checked)} />
          }
          label={m.spoilerCheckbox}
          sx={{ me: 'auto' }}
        />
        {onCancel && (
          <Button type="button" color="inherit" onClick={onCancel}>
            {m.cancel}
          </Button>
        )}
        <Button type="submit" variant="contained" color="secondary" disabled={form.pending}>
          {reply ? m.submitReply : m.submit}
        </Button>
      </Box>
    </Box>
  );
}
