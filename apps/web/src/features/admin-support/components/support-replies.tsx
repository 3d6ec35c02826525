import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SupportReply } from '@pardeh/contract';
import { adminMessages, formatJalaliDateTime } from '../../admin-shell/index.ts';
import { adminSupportMessages } from '../messages.ts';

const text = adminSupportMessages.support;

/** The replies the team sent by email, oldest first. */
export function SupportReplies({ replies }: { replies: SupportReply[] }) {
  return (
    <Box component="section" aria-labelledby="support-replies-title">
      <Typography id="support-replies-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {text.thread}
      </Typography>
      {replies.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{text.noReplies}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {replies.map((reply) => (
            <Box
              component="li"
              key={reply.id}
              data-support-reply={reply.id}
              sx={{
                p: 2,
                borderRadius: 2,
                bgcolor: 'rgba(31, 191, 154, 0.08)',
                borderInlineStart: '3px solid',
                borderColor: 'secondary.main',
              }}
            >
              <Box sx={{ fontSize: '0.8rem', color: 'text.secondary', mb: 0.75 }}>
                {text.replyBy(
                  reply.author?.name ?? adminMessages.common.unknownUser,
                  formatJalaliDateTime(reply.sentAt),
                )}
              </Box>
              <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.9 }}>
                {reply.body}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
