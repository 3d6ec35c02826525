import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import {
  type AdminContentRequest,
  acceptRequestBodySchema,
  markRequestAddedBodySchema,
  rejectRequestBodySchema,
  type TitleResult,
} from '@pardeh/contract';
import { useController } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useApiForm } from '../../../hooks/use-api-form.ts';
import { formatNumber } from '../../../lib/persian.ts';
import { adminMessages } from '../../admin-shell/index.ts';
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

/** The answer as typed: the reply, and the catalogue title when marking a request added. */
interface AnswerValues {
  reply: string;
  /** Named as the body's field, so its messages (the client's and the server's) stand under the picker. */
  titleId: TitleResult | null;
}

/** The schema and body of each answer: the same rules and Persian sentences as the API. */
const answers = {
  accept: {
    schema: acceptRequestBodySchema,
    toBody: ({ reply }: AnswerValues) => ({ reply: reply.trim() ? reply : undefined }),
  },
  reject: { schema: rejectRequestBodySchema, toBody: ({ reply }: AnswerValues) => ({ reply }) },
  added: {
    schema: markRequestAddedBodySchema,
    toBody: ({ reply, titleId }: AnswerValues) => ({
      titleId: titleId?.id,
      reply: reply.trim() ? reply : undefined,
    }),
  },
};

/**
 * The operator's answer to a request, which is also the confirmation: it says how many people
 * will be told, takes the reply (required to reject) and, to mark it added, the catalogue title.
 */
export function AnswerRequestDialog({ request, action, onClose, onDone }: AnswerRequestDialogProps) {
  const answer = useAnswerRequest(request.id);
  const form = useApiForm({
    schema: answers[action].schema as z.ZodType,
    defaultValues: { reply: '', titleId: null } as AnswerValues,
    toBody: answers[action].toBody,
    errorMessage: (error) => (error instanceof Error ? error.message : common.loadError),
  });
  const title = useController({ control: form.form.control, name: 'titleId' });
  const titleError = title.fieldState.error;
  const dialog = text.dialogs[action];
  const requesters = formatNumber(request.requesters);

  const submit = form.onSubmit(async (body) => {
    await answer.mutateAsync({ action, body } as RequestAnswer);
    onDone(text.done[action](request.title));
  });

  return (
    <Dialog
      open
      onClose={form.pending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="answer-request-title"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="answer-request-title">{dialog.title(request.title)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5}>
            <DialogContentText>{dialog.text(requesters)}</DialogContentText>
            {form.formError && (
              <Alert severity="error" role="alert">
                {form.formError}
              </Alert>
            )}
            {action === 'added' && (
              <TitlePicker
                value={title.field.value}
                onChange={(next) => form.change('titleId', next)}
                // With no title picked the id's own message ("a positive number") would not help.
                error={titleError && (titleError.type === 'server' ? titleError.message : text.titleRequired)}
                initialQuery={request.imdbId ?? request.title}
              />
            )}
            <FormTextField
              form={form}
              name="reply"
              label={action === 'reject' ? text.replyRequired : text.replyOptional}
              required={action === 'reject'}
              multiline
              minRows={3}
              fullWidth
              autoFocus={action !== 'added'}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={form.pending}>
            {common.cancel}
          </Button>
          <Button
            type="submit"
            data-testid="confirm-action"
            variant="contained"
            color={action === 'reject' ? 'error' : 'secondary'}
            loading={form.pending}
          >
            {dialog.confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
