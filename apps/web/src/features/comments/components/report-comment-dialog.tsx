import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { COMMENT_REPORT_REASON_MAX_LENGTH, commentReportBodySchema } from '@pardeh/contract';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useApiForm } from '../../../hooks/use-api-form.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/persian.ts';
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
  const form = useApiForm({
    schema: commentReportBodySchema,
    defaultValues: { reason: '' },
    toBody: ({ reason }) => ({ reason: reason || undefined }),
  });
  const reason = useWatch({ control: form.form.control, name: 'reason' });
  const report = useReportComment();
  const fieldId = useId();
  const titleId = useId();
  const done = report.isSuccess || (report.error instanceof ApiError && report.error.status === 409);

  // The dialog says what failed from the call's own state (a repeated report counts as sent).
  const submit = form.onSubmit(
    (body) => report.mutateAsync({ id: commentId, ...body }),
    () => {},
  );

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
              <FormTextField
                form={form}
                name="reason"
                id={fieldId}
                label={m.reportReason}
                helperText={m.length(
                  formatNumber(reason.trim().length),
                  formatNumber(COMMENT_REPORT_REASON_MAX_LENGTH),
                )}
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
            <Button type="submit" variant="contained" color="secondary" disabled={form.pending}>
              {form.pending ? m.reportSending : m.reportSubmit}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
