import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { AdminUserDetail } from '@pardeh/contract';
import type { ReactNode } from 'react';
import { formatJalaliDate } from '../../../lib/persian.ts';
import { useCommentBlock } from '../../admin-moderation/index.ts';
import { adminMessages, formatJalaliDateTime } from '../../admin-shell/index.ts';
import { adminUsersMessages } from '../messages.ts';
import type { UserAction } from './user-action-dialog.tsx';
import { UserPanel } from './user-panel.tsx';

const text = adminUsersMessages.users.access;
const unknownUser = adminMessages.common.unknownUser;

function AccessRow({ state, children }: { state: ReactNode; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
        flexWrap: 'wrap',
        py: 1.25,
        '& + &': { borderTop: '1px solid', borderColor: 'divider' },
      }}
    >
      <Box sx={{ flex: '1 1 14rem', minWidth: 0, overflowWrap: 'anywhere' }}>{state}</Box>
      {children}
    </Box>
  );
}

/** Signing in (block / unblock), administrator rights and commenting, each with its change. */
export function UserAccessPanel({
  user,
  onAction,
}: {
  user: AdminUserDetail;
  onAction(action: UserAction): void;
}) {
  const commentBlock = useCommentBlock(user.id);
  return (
    <UserPanel id="user-access-title" title={text.title}>
      <AccessRow
        state={
          user.block ? (
            <Box data-testid="user-block">
              <Box sx={{ color: 'error.light', fontWeight: 600 }}>
                {text.blockedSince(
                  formatJalaliDateTime(user.block.blockedAt),
                  user.block.blockedBy?.name ?? unknownUser,
                )}
              </Box>
              <Box sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
                {text.blockedReason} {user.block.reason}
              </Box>
            </Box>
          ) : (
            text.active
          )
        }
      >
        {user.blocked ? (
          <Button variant="outlined" color="secondary" onClick={() => onAction('unblock')}>
            {text.unblock}
          </Button>
        ) : (
          <Button variant="outlined" color="error" onClick={() => onAction('block')}>
            {text.block}
          </Button>
        )}
      </AccessRow>
      <AccessRow state={user.isAdmin ? text.isAdmin : text.notAdmin}>
        {user.isAdmin ? (
          <Button variant="outlined" color="error" onClick={() => onAction('demote')}>
            {text.demote}
          </Button>
        ) : (
          <Button variant="outlined" color="secondary" onClick={() => onAction('promote')}>
            {text.promote}
          </Button>
        )}
      </AccessRow>
      <AccessRow
        state={
          commentBlock.data === undefined ? (
            <Skeleton width="60%" />
          ) : commentBlock.data ? (
            <Box>
              <Box sx={{ color: 'error.light', fontWeight: 600 }}>
                {text.commentBlocked(formatJalaliDate(commentBlock.data.createdAt))}
              </Box>
              <Box sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
                {text.blockedReason} {commentBlock.data.reason}
              </Box>
            </Box>
          ) : (
            text.commentAllowed
          )
        }
      >
        {commentBlock.data !== undefined &&
          (commentBlock.data ? (
            <Button variant="outlined" color="secondary" onClick={() => onAction('unblock-comments')}>
              {text.unblockComments}
            </Button>
          ) : (
            <Button variant="outlined" color="error" onClick={() => onAction('block-comments')}>
              {text.blockComments}
            </Button>
          ))}
      </AccessRow>
    </UserPanel>
  );
}
