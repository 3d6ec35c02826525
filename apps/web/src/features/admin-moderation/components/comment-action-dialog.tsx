import { type AdminComment, commentBlockBodySchema } from '@pardeh/contract';
import { useApiForm } from '../../../hooks/use-api-form.ts';
import { ActionDialog, actionFailure, ReasonField, useAdminToast } from '../../admin-shell/index.ts';
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
  const name = comment.author.name;
  const blockForm = useApiForm({
    schema: commentBlockBodySchema,
    defaultValues: { reason: '' },
    errorMessage: actionFailure,
  });

  if (action === 'block' || action === 'unblock') {
    const dialog = text.dialogs[action];
    return (
      <ActionDialog
        title={dialog.title(name)}
        text={dialog.text}
        confirmLabel={dialog.confirm}
        tone={action === 'block' ? 'error' : 'secondary'}
        form={action === 'block' ? blockForm : undefined}
        onClose={onClose}
        onConfirm={async (body) => {
          await block.mutateAsync(action === 'block' ? body : null);
          toast(text.done[action](name));
        }}
      >
        {action === 'block' && <ReasonField form={blockForm} />}
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
