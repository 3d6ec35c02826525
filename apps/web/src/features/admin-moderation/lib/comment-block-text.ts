import { adminModerationMessages } from '../messages.ts';

/** The dialogs and confirmations of blocking a commenter, shared with the users pages. */
export const commentBlockText = {
  dialogs: {
    block: adminModerationMessages.comments.dialogs.block,
    unblock: adminModerationMessages.comments.dialogs.unblock,
  },
  done: {
    block: adminModerationMessages.comments.done.block,
    unblock: adminModerationMessages.comments.done.unblock,
  },
};
