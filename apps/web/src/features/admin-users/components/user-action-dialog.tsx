import {
  type AdminUserDetail,
  type BlockUserBody,
  blockUserBodySchema,
  type CommentBlockBody,
  commentBlockBodySchema,
  type PremiumAdjustmentBody,
  premiumAdjustmentBodySchema,
} from '@pardeh/contract';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useApiForm } from '../../../hooks/use-api-form.ts';
import { latinDigits } from '../../../lib/form-input.ts';
import { formatJalaliDate } from '../../../lib/persian.ts';
import { commentBlockText, useSetCommentBlock } from '../../admin-moderation/index.ts';
import { ActionDialog, actionFailure, ReasonField, useAdminToast } from '../../admin-shell/index.ts';
import { useAdjustPremium } from '../api/adjust-premium.ts';
import { useSetUserBlock } from '../api/block-user.ts';
import { useSetUserAdmin } from '../api/promote-user.ts';
import { adminUsersMessages } from '../messages.ts';

const text = adminUsersMessages.users;
const commentsText = commentBlockText;

export type UserAction =
  | 'extend'
  | 'end'
  | 'block'
  | 'unblock'
  | 'promote'
  | 'demote'
  | 'block-comments'
  | 'unblock-comments';

/** Which actions ask for a reason (kept in the audit log and with the change). */
const needsReason = new Set<UserAction>(['extend', 'end', 'block', 'block-comments']);

/** Days as typed, Persian digits too; anything else is NaN, which the schema reports in Persian. */
const daysFromInput = (input: string): number => {
  const digits = latinDigits(input).trim();
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
};

interface UserActionDialogProps {
  user: AdminUserDetail;
  action: UserAction;
  onClose(): void;
}

/** The fields of an action's dialog, as typed. */
interface ActionValues {
  days: string;
  reason: string;
}

/** The schema and body of each action that sends one (the others send nothing to check). */
const bodies: Partial<Record<UserAction, { schema: z.ZodType; toBody(values: ActionValues): unknown }>> = {
  extend: {
    schema: premiumAdjustmentBodySchema,
    toBody: ({ days, reason }) => ({ action: 'extend', days: daysFromInput(days), reason }),
  },
  end: { schema: premiumAdjustmentBodySchema, toBody: ({ reason }) => ({ action: 'end', reason }) },
  block: { schema: blockUserBodySchema, toBody: ({ reason }) => ({ reason }) },
  'block-comments': { schema: commentBlockBodySchema, toBody: ({ reason }) => ({ reason }) },
};

/** Asks before each change to an account, with the fields the change needs, then makes it. */
export function UserActionDialog({ user, action, onClose }: UserActionDialogProps) {
  const premium = useAdjustPremium(user.id);
  const block = useSetUserBlock(user.id);
  const admin = useSetUserAdmin(user.id);
  const commentBlock = useSetCommentBlock(user.id);
  const toast = useAdminToast();
  const name = user.name;
  const form = useApiForm({
    schema: bodies[action]?.schema,
    defaultValues: { days: '30', reason: '' } as ActionValues,
    toBody: bodies[action]?.toBody ?? (() => ({})),
    errorMessage: actionFailure,
  });

  async function confirm(body: unknown): Promise<void> {
    switch (action) {
      case 'extend': {
        const changed = await premium.mutateAsync(body as PremiumAdjustmentBody);
        toast(
          text.done.extend(
            name,
            changed.premium.expiresAt ? formatJalaliDate(changed.premium.expiresAt) : '',
          ),
        );
        return;
      }
      case 'end':
        await premium.mutateAsync(body as PremiumAdjustmentBody);
        toast(text.done.end(name));
        return;
      case 'block':
        await block.mutateAsync(body as BlockUserBody);
        toast(text.done.block(name));
        return;
      case 'unblock':
        await block.mutateAsync(null);
        toast(text.done.unblock(name));
        return;
      case 'promote':
      case 'demote':
        await admin.mutateAsync(action === 'promote');
        toast(text.done[action](name));
        return;
      case 'block-comments':
        await commentBlock.mutateAsync(body as CommentBlockBody);
        toast(commentsText.done.block(name));
        return;
      case 'unblock-comments':
        await commentBlock.mutateAsync(null);
        toast(commentsText.done.unblock(name));
        return;
    }
  }

  const dialog =
    action === 'block-comments'
      ? { ...commentsText.dialogs.block, title: commentsText.dialogs.block.title(name) }
      : action === 'unblock-comments'
        ? { ...commentsText.dialogs.unblock, title: commentsText.dialogs.unblock.title(name) }
        : { ...text.dialogs[action], title: text.dialogs[action].title(name) };
  const takesAway =
    action === 'end' || action === 'block' || action === 'demote' || action === 'block-comments';

  return (
    <ActionDialog
      title={dialog.title}
      text={dialog.text}
      confirmLabel={dialog.confirm}
      tone={takesAway ? 'error' : 'secondary'}
      form={form}
      onClose={onClose}
      onConfirm={confirm}
    >
      {action === 'extend' && (
        <FormTextField
          form={form}
          name="days"
          label={text.dialogs.extend.days}
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', maxLength: 4 } }}
          fullWidth
        />
      )}
      {needsReason.has(action) && <ReasonField form={form} autoFocus={action !== 'extend'} />}
    </ActionDialog>
  );
}
