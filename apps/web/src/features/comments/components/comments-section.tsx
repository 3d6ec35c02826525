import ChatBubbleOutlineRoundedIcon from '@mui/icons-material/ChatBubbleOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Comment } from '@pardeh/contract';
import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { formatNumber } from '../../../lib/persian.ts';
import { retryableLazy } from '../../../lib/retryable-lazy.ts';
import { messages } from '../../../messages/index.ts';
import { useAuthStore, useIsKidsProfile } from '../../../stores/auth-store.ts';
import { useDeleteComment } from '../api/delete-comment.ts';
import { useTitleComments } from '../api/get-title-comments.ts';
import { useSetCommentLike } from '../api/set-comment-like.ts';
import { COMMENTS_ANCHOR, isCommentsLink } from '../lib/comments-link.ts';
import { commentsMessages as m } from '../messages.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentThread } from './comment-thread.tsx';
import { SignInToComment } from './sign-in-to-comment.tsx';

// Loaded when a reader first reports a comment: the dialog stays out of the section's chunk.
const ReportCommentDialog = retryableLazy(() => import('./report-comment-dialog.tsx'));

/**
 * The title page's comments: the form (or a prompt to sign in), the threads newest first with a
 * "more" button, likes shown at once and rolled back with a message when the server refuses.
 */
export function CommentsSection({ titleId }: { titleId: number }) {
  const signedIn = useAuthStore((state) => state.user !== null);
  // A kids' profile reads comments and writes none (the API refuses it).
  const kids = useIsKidsProfile();
  const query = useTitleComments(titleId);
  const [notice, setNotice] = useState<string | null>(null);
  const [reporting, setReporting] = useState<number | null>(null);
  const like = useSetCommentLike(titleId, () => setNotice(m.likeFailed));
  const remove = useDeleteComment(titleId);
  const { hash } = useLocation();
  const threads = query.data?.pages.flatMap((page) => page.data) ?? [];
  const total = query.data?.pages[0]?.meta.total ?? 0;
  // False once the answer says an operator barred this reader from commenting.
  const mayComment = query.data?.pages[0]?.canComment ?? true;

  // A link into the comments (`#comment-12`) finds them only once they have rendered.
  const loaded = query.isSuccess;
  useEffect(() => {
    if (loaded && isCommentsLink(hash)) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [loaded, hash]);

  const onDelete = (comment: Comment) => {
    if (!window.confirm(m.deleteConfirm)) return;
    remove.mutate(comment.id, { onError: () => setNotice(m.deleteFailed) });
  };
  const actions = signedIn
    ? {
        onLike: (comment: Comment, value: Comment['like']) => like.mutate({ id: comment.id, value }),
        onDelete,
        onReport: (comment: Comment) => setReporting(comment.id),
      }
    : {};

  return (
    <Box component="section" aria-labelledby={COMMENTS_ANCHOR} sx={{ mt: { xs: 4, md: 6 } }}>
      <Typography
        id={COMMENTS_ANCHOR}
        component="h2"
        sx={{ fontSize: { xs: '1.15rem', md: '1.35rem' }, fontWeight: 700, mb: 2 }}
      >
        {m.heading}
        {total > 0 && (
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, fontSize: '0.9rem', ms: 1 }}>
            {m.count(formatNumber(total))}
          </Box>
        )}
      </Typography>
      <Box sx={{ mb: 3 }}>
        {kids ? null : !signedIn ? (
          <SignInToComment />
        ) : mayComment ? (
          <CommentForm titleId={titleId} />
        ) : (
          <Alert severity="info">{m.commentingBlocked}</Alert>
        )}
      </Box>
      {reporting !== null && (
        <Suspense fallback={null}>
          <ReportCommentDialog commentId={reporting} onClose={() => setReporting(null)} />
        </Suspense>
      )}
      {notice && (
        <Alert severity="error" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {query.isPending ? (
        <Skeleton variant="rounded" height={88} />
      ) : query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {messages.errors.retry}
            </Button>
          }
        >
          {m.loadError} {query.error.message}
        </Alert>
      ) : threads.length === 0 ? (
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
          <Typography>{m.empty}</Typography>
        </Box>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {threads.map((thread) => (
            <CommentThread
              key={thread.id}
              thread={thread}
              titleId={titleId}
              canReply={signedIn}
              {...actions}
            />
          ))}
        </Box>
      )}
      {query.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button
            variant="outlined"
            color="inherit"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {m.more}
          </Button>
        </Box>
      )}
    </Box>
  );
}
