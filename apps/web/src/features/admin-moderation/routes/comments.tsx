import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type AdminComment, adminCommentFilters, adminCommentsQuerySchema } from '@pardeh/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListPageNumbers } from '../../../components/persian-pagination.tsx';
import {
  AdminLoadError,
  AdminPageHeader,
  ListEmpty,
  ListSkeleton,
  readListFilters,
  writeListFilters,
} from '../../admin-shell/index.ts';
import { useAdminComments } from '../api/list-comments.ts';
import { CommentActionDialog } from '../components/comment-action-dialog.tsx';
import { type CommentAction, CommentCard } from '../components/comment-card.tsx';
import { adminModerationMessages } from '../messages.ts';

const text = adminModerationMessages.comments;

/** `/admin/comments`: reported, recent and hidden comments, each with what can be done to it. */
export function AdminCommentsPage() {
  const [params, setParams] = useSearchParams();
  const { filter, page } = readListFilters(adminCommentsQuerySchema, params);
  const comments = useAdminComments(filter, page);
  const [acting, setActing] = useState<{ comment: AdminComment; action: CommentAction } | null>(null);
  const show = (next: { filter: string; page: number }) =>
    setParams(writeListFilters(adminCommentsQuerySchema, next));

  return (
    <>
      <AdminPageHeader title={text.title} intro={text.intro} />
      <Tabs
        value={filter}
        onChange={(_, next: string) => show({ filter: next, page: 1 })}
        aria-label={text.tabsLabel}
        variant="scrollable"
        allowScrollButtonsMobile
        textColor="secondary"
        indicatorColor="secondary"
        sx={{ mb: 2.5, borderBottom: '1px solid', borderColor: 'divider' }}
      >
        {adminCommentFilters.map((value) => (
          <Tab key={value} value={value} label={text.tabs[value]} data-filter={value} />
        ))}
      </Tabs>
      {comments.isError ? (
        <AdminLoadError title={text.loadError} error={comments.error} retry={() => void comments.refetch()} />
      ) : !comments.data ? (
        <ListSkeleton height={150} />
      ) : comments.data.meta.total === 0 ? (
        <ListEmpty>{text.empty[filter]}</ListEmpty>
      ) : (
        <Box
          component="ul"
          aria-label={text.tabs[filter]}
          aria-busy={comments.isPlaceholderData}
          sx={{ display: 'grid', gap: 1.5, m: 0, p: 0, listStyle: 'none' }}
        >
          {comments.data.data.map((comment) => (
            <CommentCard
              key={comment.id}
              comment={comment}
              onAction={(action) => setActing({ comment, action })}
            />
          ))}
        </Box>
      )}
      <ListPageNumbers
        lastPage={comments.data?.meta.lastPage ?? 1}
        page={page}
        onChange={(next) => show({ filter, page: next })}
      />
      {acting && (
        <CommentActionDialog
          key={`${acting.comment.id}-${acting.action}`}
          comment={acting.comment}
          action={acting.action}
          onClose={() => setActing(null)}
        />
      )}
    </>
  );
}
