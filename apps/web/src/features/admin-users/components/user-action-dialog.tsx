import TextField from '@mui/material/TextField';
import {
  type AdminUserDetail,
  blockUserBodySchema,
  commentBlockBodySchema,
  premiumAdjustmentBodySchema,
} from '@pardeh/contract';
import { useState } from 'react';
import { latinDigits } from '../../../lib/form-input.ts';
import { formatJalaliDate } from '../../../lib/persian.ts';
import { commentBlockText, useSetCommentBlock } from '../../admin-moderation/index.ts';
import {
  ActionDialog,
  checkBody,
  type FieldErrors,
  ReasonField,
  serverFieldErrors,
  useAdminToast,
} from '../../admin-shell/index.ts';
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

/** Asks before each change to an account, with the fields the change needs, then makes it. */
export function UserActionDialog({ user, action, onClose }: UserActionDialogProps) {
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('30');
  const [errors, setErrors] = useState<FieldErrors>({});
  const premium = useAdjustPremium(user.id);
  const block = useSetUserBlock(user.id);
  const admin = useSetUserAdmin(user.id);
  const commentBlock = useSetCommentBlock(user.id);
  const toast = useAdminToast();
  const name = user.name;

  /** Checks the body with the API's schema; field messages (client's or server's) go under the fields. */
  async function send<T>(
    checked: { ok: true; body: T } | { ok: false; errors: FieldErrors },
    run: (body: T) => Promise<unknown>,
  ) {
    if (!checked.ok) {
      setErrors(checked.errors);
      return false;
    }
    try {
      return await run(checked.body);
    } catch (error) {
      setErrors(serverFieldErrors(error));
      throw error;
    }
  }

  async function confirm(): Promise<unknown> {
    switch (action) {
      case 'extend':
        return send(
          checkBody(premiumAdjustmentBodySchema, { action, days: daysFromInput(days), reason }),
          async (body) => {
            const changed = await premium.mutateAsync(body);
            toast(
              text.done.extend(
                name,
                changed.premium.expiresAt ? formatJalaliDate(changed.premium.expiresAt) : '',
              ),
            );
          },
        );
      case 'end':
        return send(checkBody(premiumAdjustmentBodySchema, { action, reason }), async (body) => {
          await premium.mutateAsync(body);
          toast(text.done.end(name));
        });
      case 'block':
        return send(checkBody(blockUserBodySchema, { reason }), async (body) => {
          await block.mutateAsync(body);
          toast(text.done.block(name));
        });
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
        return send(checkBody(commentBlockBodySchema, { reason }), async (body) => {
          await commentBlock.mutateAsync(body);
          toast(commentsText.done.block(name));
        });
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
      onClose={onClose}
      onConfirm={confirm}
    >
      {action === 'extend' && (
        <TextField
          name="days"
          label={text.dialogs.extend.days}
          value={days}
          onChange={(event) => {
            setDays(event.target.value);
            setErrors((current) => ({ ...current, days: undefined }));
          }}
          error={Boolean(errors.days)}
          helperText={errors.days}
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', maxLength: 4 } }}
          fullWidth
        />
      )}
      {needsReason.has(action) && (
        <ReasonField
          value={reason}
          error={errors.reason}
          autoFocus={action !== 'extend'}
          onChange={(next) => {
            setReason(next);
            setErrors((current) => ({ ...current, reason: undefined }));
          }}
        />
      )}
    </ActionDialog>
  );
}
