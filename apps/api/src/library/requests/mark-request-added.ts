import { withoutControlCharacters } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { messages } from '../../messages.ts';
import { changeRequestStatus } from './change-request-status.ts';

/**
 * The title is in the catalogue now: an open request → added, linked to the title's page. An
 * optional reply (the operator console's) replaces the earlier one and goes into the notification.
 */
export function markRequestAdded(db: Database, requestId: number, titleId: number, reply?: string) {
  const text = (reply && withoutControlCharacters(reply).trim()) || null;
  return changeRequestStatus(db, requestId, {
    status: 'added',
    addedTitleId: titleId,
    ...(text ? { reply: text } : {}),
    text: (request) =>
      text ? messages.requests.addedWithReply(request.title, text) : messages.requests.added(request.title),
  });
}
