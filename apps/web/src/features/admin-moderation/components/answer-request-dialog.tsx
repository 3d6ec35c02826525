import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  type AdminContentRequest,
  acceptRequestBodySchema,
  markRequestAddedBodySchema,
  rejectRequestBodySchema,
  type TitleResult,
} from '@pardeh/contract';
import { type FormEvent, useState } from 'react';
import { formatNumber } from '../../../lib/persian.ts';
import { adminMessages, checkBody, type FieldErrors, serverFieldErrors } from '../../admin-shell/index.ts';
import { type RequestAnswer, useAnswerRequest } from '../api/answer-request.ts';
import { adminModerationMessages } from '../messages.ts';
import { TitlePicker } from './title-picker.tsx';

const text = adminModerationMessages.requests;
const common = adminMessages.common;

interface AnswerRequestDialogProps {
  request: AdminContentRequest;
  action: RequestAnswer['action'];
  onClose(): void;
  onDone(message: string): void;
}

/** Checks the answer with the API's own schema; a failure's messages go under the fields. */
function checkAnswer(action: RequestAnswer['action'], reply: string, title: TitleResult | null) {
  const replyValue = reply.trim() ? reply : undefined;
  const checked =
    action === 'accept'
      ? checkBody(acceptRequestBodySchema, { reply: replyValue })
      : action === 'reject'
        ? checkBody(rejectRequestBodySchema, { reply })
        : checkBody(markRequestAddedBodySchema, { titleId: title?.id, reply: replyValue });
  if (checked.ok) return { ok: true as const, answer: { action, body: checked.body } as RequestAnswer };
  // With no title picked the id's own message ("a positive number") would not help.
  const errors = checked.errors.titleId ? { ...checked.errors, titleId: text.titleRequired } : checked.errors;
  return { ok: false as const, errors };
}

/**
 * The operator's answer to a request, which is also the confirmation: it says how many people
 * will be told, takes the reply (required to reject) and, to mark it added, the catalogue title.
 */
export function AnswerRequestDialog({ request, action, onClose, onDone }: AnswerRequestDialogProps) {
  const [reply, setReply] = useState('');
  const [title, setTitle] = useState<TitleResult | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const answer = useAnswerRequest(request.id);
  const dialog = text.dialogs[action];
  const requesters = formatNumber(request.requesters);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (answer.isPending) return;
    setFailure(null);
    const checked = checkAnswer(action, reply, title);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    try {
      await answer.mutateAsync(checked.answer);
      onDone(text.done[action](request.title));
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setFailure(error instanceof Error ? error.message : common.loadError);
    }
  }

  return (
    <Dialog
      open
      onClose={answer.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="answer-request-title"
    >
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id="answer-request-title">{dialog.title(request.title)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5}>
            <DialogContentText>{dialog.text(requesters)}</DialogContentText>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            {action === 'added' && (
              <TitlePicker
                value={title}
                onChange={(next) => {
                  setTitle(next);
                  setErrors((current) => ({ ...current, titleId: undefined }));
                }}
                error={errors.titleId}
                initialQuery={request.imdbId ?? request.title}
              />
            )}
            <TextField
              name="reply"
              label={action === 'reject' ? text.replyRequired : text.replyOptional}
              required={action === 'reject'}
              value={reply}
              onChange={(event) => {
                setReply(event.target.value);
                setErrors((current) => ({ ...current, reply: undefined }));
              }}
              error={Boolean(errors.reply)}
              helperText={errors.reply}
              multiline
              minRows={3}
              fullWidth
              autoFocus={action !== 'added'}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={answer.isPending}>
            {common.cancel}
          </Button>
          <Button
            type="submit"
            data-testid="confirm-action"
            variant="contained"
            color={action === 'reject' ? 'error' : 'secondary'}
            loading={answer.isPending}
          >
            {dialog.confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
