import Box from '@mui/material/Box';
import type { CommentReportEntry } from '@pardeh/contract';
import { adminMessages, formatJalaliDateTime } from '../../admin-shell/index.ts';
import { adminModerationMessages } from '../messages.ts';

const text = adminModerationMessages.comments;

/** The reports of a comment, newest first: each reason with who reported it and when. */
export function CommentReports({ commentId, reports }: { commentId: number; reports: CommentReportEntry[] }) {
  const headingId = `comment-${commentId}-reports`;
  return (
    <Box sx={{ bgcolor: 'rgba(255, 183, 77, 0.06)', borderRadius: 1.5, px: 1.5, py: 1 }}>
      <Box id={headingId} sx={{ fontSize: '0.8rem', fontWeight: 700, color: 'warning.light', mb: 0.5 }}>
        {text.reports}
      </Box>
      <Box
        component="ul"
        aria-labelledby={headingId}
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5, fontSize: '0.85rem' }}
      >
        {reports.map((report, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: reports have no id of their own
          <li key={index}>
            <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
              {report.reason ?? text.reportNoReason}
            </Box>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {' — '}
              {text.reportBy(
                report.reporter?.name ?? adminMessages.common.unknownUser,
                formatJalaliDateTime(report.createdAt),
              )}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
