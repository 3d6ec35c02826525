import { withoutControlCharacters } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { messages } from '../../messages.ts';
import { changeRequestStatus } from './change-request-status.ts';

/** The team will add it: pending → accepted, with an optional reply the subscribers read. */
export function acceptContentRequest(db: Database, requestId: number, reply?: string) {
  const text = (reply && withoutControlCharacters(reply).trim()) || null;
  return changeRequestStatus(db, requestId, {
    status: 'accepted',
    reply: text,
    addedTitleId: null,
    text: (request) =>
      text
        ? messages.requests.acceptedWithReply(request.title, text)
        : messages.requests.accepted(request.title),
  });
}
