import { withoutControlCharacters } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { messages } from '../../messages.ts';
import { changeRequestStatus, RequestStatusError } from './change-request-status.ts';

/** The team will not add it: an open request → rejected, always with the reason. */
export async function rejectContentRequest(db: Database, requestId: number, reply: string) {
  const text = withoutControlCharacters(reply).trim();
  if (!text) throw new RequestStatusError('A rejection needs a reply: tell the requesters why.');
  return changeRequestStatus(db, requestId, {
    status: 'rejected',
    reply: text,
    addedTitleId: null,
    text: (request) => messages.requests.rejected(request.title, text),
  });
}
