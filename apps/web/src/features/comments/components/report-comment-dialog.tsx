import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COMMENT_REPORT_REASON_MAX_LENGTH, commentReportBodySchema } from '@pardeh/contract';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/persian.ts';
import { messages } from '../../../messages/index.ts';
import { useReportComment } from '../api/report-comment.ts';
import { commentsMessages as m } from '../messages.ts';

interface ReportCommentDialogProps {
  commentId: number;
  onClose(): void;
}

/**
 * Reports a comment with an optional reason. A second report of the same comment (409) is said
 * as plainly as a success, since for the reader it means the same: the team will look at it.
 */
export default function ReportCommentDialog({ commentId, onClose }: ReportCommentDialogProps) {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const report = useReportComment();
  const fieldId = useId();
  const titleId = useId();
  const done = report.isSuccess || (report.error instanceof ApiError && report.error.status === 409);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (report.isPending) return;
    const parsed = commentReportBodySchema.safeParse({ reason: reason || undefined });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? messages.errors.unexpected);
      return;
    }
    report.mutate({ id: commentId, ...parsed.data });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{m.reportTitle}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {done ? (
            <Alert severity="success">{report.isSuccess ? m.reportSent : m.reportDuplicate}</Alert>
          ) : (
            <>
              <Typography color="text.secondary">{m.reportIntro}</Typography>
              {report.isError && <Alert severity="error">{report.error.message}</Alert>}
              <TextField
                id={fieldId}
                label={m.reportReason}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  setFieldError(null);
                }}
                error={fieldError !== null}
                helperText={
                  fieldError ??
                  m.length(formatNumber(reason.trim().length), formatNumber(COMMENT_REPORT_REASON_MAX_LENGTH))
                }
                multiline
                minRows={2}
                fullWidth
                autoFocus
              />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button type="button" color="inherit" onClick={onClose}>
            {done ? m.close : m.cancel}
          </Button>
          {!done && (
            <Button type="submit" variant="contained" color="secondary" disabled={report.isPending}>
              {report.isPending ? m.reportSending : m.reportSubmit}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
