import type { Database } from '../../db/client.ts';
import { messages } from '../../messages.ts';
import { changeRequestStatus } from './change-request-status.ts';

/** The title is in the catalogue now: an open request → added, linked to the title's page. */
export function markRequestAdded(db: Database, requestId: number, titleId: number) {
  return changeRequestStatus(db, requestId, {
    status: 'added',
    addedTitleId: titleId,
    text: (request) => messages.requests.added(request.title),
  });
}
