import ChatBubbleOutlineRoundedIcon from '@mui/icons-material/ChatBubbleOutlineRounded';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatJalaliDate, formatNumber } from '../../../lib/persian.ts';
import { titleMessages } from '../../../messages/title.ts';
import { useTopComments } from '../api/get-top-comments.ts';
import { Section } from './section.tsx';

/** The most liked comments; an honest empty state until comments exist. */
export function TopComments({ titleId }: { titleId: number }) {
  const { data } = useTopComments(titleId);
  return (
    <Section id="title-comments" heading={titleMessages.comments}>
      {!data ? (
        <Skeleton variant="rounded" height={88} />
      ) : data.length === 0 ? (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            p: 3,
            borderRadius: 2,
            border: '1px dashed rgba(255,255,255,0.16)',
            color: 'text.secondary',
          }}
        >
          <ChatBubbleOutlineRoundedIcon aria-hidden />
          <Typography>{titleMessages.noComments}</Typography>
        </Box>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {data.map((comment) => (
            <Box
              component="li"
              key={comment.id}
              sx={{ p: 2, borderRadius: 2, bgcolor: 'rgba(255,255,255,0.04)' }}
            >
              <Box sx={{ display: 'flex', gap: 1.5, color: 'text.secondary', fontSize: '0.85rem', mb: 1 }}>
                <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
                  {comment.userName}
                </Box>
                <span>{formatJalaliDate(comment.createdAt)}</span>
                <span>{titleMessages.commentLikes(formatNumber(comment.likes))}</span>
              </Box>
              <Typography sx={{ lineHeight: 1.9 }}>{comment.body}</Typography>
            </Box>
          ))}
        </Box>
      )}
    </Section>
  );
}
