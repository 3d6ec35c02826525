import { type AdminComment, commentBlockBodySchema } from '@pardeh/contract';
import { useState } from 'react';
import {
  ActionDialog,
  checkBody,
  ReasonField,
  serverFieldErrors,
  useAdminToast,
} from '../../admin-shell/index.ts';
import { useSetCommentBlock } from '../api/block-commenter.ts';
import { useModerateComment } from '../api/moderate-comment.ts';
import { adminModerationMessages } from '../messages.ts';
import type { CommentAction } from './comment-card.tsx';

const text = adminModerationMessages.comments;

interface CommentActionDialogProps {
  comment: AdminComment;
  action: CommentAction;
  onClose(): void;
}

/** Asks before hiding, restoring, dismissing reports or blocking the author (with a reason). */
export function CommentActionDialog({ comment, action, onClose }: CommentActionDialogProps) {
  const moderate = useModerateComment(comment.id);
  const block = useSetCommentBlock(comment.author.id);
  const toast = useAdminToast();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const name = comment.author.name;

  if (action === 'block' || action === 'unblock') {
    const dialog = text.dialogs[action];
    return (
      <ActionDialog
        title={dialog.title(name)}
        text={dialog.text}
        confirmLabel={dialog.confirm}
        tone={action === 'block' ? 'error' : 'secondary'}
        onClose={onClose}
        onConfirm={async () => {
          if (action === 'unblock') {
            await block.mutateAsync(null);
          } else {
            const checked = checkBody(commentBlockBodySchema, { reason });
            if (!checked.ok) {
              setReasonError(checked.errors.reason);
              return false;
            }
            try {
              await block.mutateAsync(checked.body);
            } catch (error) {
              setReasonError(serverFieldErrors(error).reason);
              throw error;
            }
          }
          toast(text.done[action](name));
        }}
      >
        {action === 'block' && (
          <ReasonField
            value={reason}
            error={reasonError}
            onChange={(next) => {
              setReason(next);
              setReasonError(undefined);
            }}
          />
        )}
      </ActionDialog>
    );
  }

  const dialog = text.dialogs[action];
  return (
    <ActionDialog
      title={dialog.title}
      text={dialog.text(name)}
      confirmLabel={dialog.confirm}
      tone={action === 'hide' ? 'error' : 'secondary'}
      onClose={onClose}
      onConfirm={async () => {
        await moderate.mutateAsync(action);
        toast(text.done[action]);
      }}
    />
  );
}
