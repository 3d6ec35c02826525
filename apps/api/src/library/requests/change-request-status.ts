import { titlePath } from '../../catalog/presenters/title-presenter.ts';
import type { Database } from '../../db/client.ts';
import type { ContentRequestRow, RequestStatus } from '../../db/schema/index.ts';
import { notifyUsers } from '../notifications/notify-users.ts';
import {
  findRequestForUpdate,
  findRequestView,
  findTitleForRequest,
  OPEN_STATUSES,
  type RequestView,
  subscriberIds,
  updateRequestStatus,
} from './requests-db.ts';

/** An operator's mistake (unknown request or title, a closed request): English, like the CLI. */
export class RequestStatusError extends Error {}

interface StatusChange {
  status: Exclude<RequestStatus, 'pending'>;
  /** Left as it was when undefined (an accepted request's reply stays once it is added). */
  reply?: string | null;
  addedTitleId: number | null;
  /** The Persian sentence every subscriber gets, from messages.requests. */
  text: (request: ContentRequestRow) => string;
}

/**
 * Moves an open request to its new status and notifies every subscriber in the same transaction,
 * linking to the added title or to their requests page.
 */
export async function changeRequestStatus(
  db: Database,
  requestId: number,
  change: StatusChange,
): Promise<RequestView> {
  await db.transaction(async (tx) => {
    const request = await findRequestForUpdate(tx, requestId);
    if (!request) throw new RequestStatusError(`No request with id ${requestId}.`);
    const allowed: readonly RequestStatus[] = change.status === 'accepted' ? ['pending'] : OPEN_STATUSES;
    if (!allowed.includes(request.status)) {
      throw new RequestStatusError(
        `Request ${requestId} is ${request.status}; it cannot become ${change.status}.`,
      );
    }
    let link = '/user/new-request';
    if (change.addedTitleId !== null) {
      const title = await findTitleForRequest(tx, change.addedTitleId);
      if (!title) throw new RequestStatusError(`No title with id ${change.addedTitleId}.`);
      link = titlePath(title.id, title.slug);
    }
    await updateRequestStatus(tx, requestId, {
      status: change.status,
      reply: change.reply,
      addedTitleId: change.addedTitleId,
    });
    await notifyUsers(tx, await subscriberIds(tx, requestId), {
      type: 'request-status',
      text: change.text(request),
      link,
    });
  });
  const view = await findRequestView(db, requestId);
  if (!view) throw new Error(`content request ${requestId} vanished after its status changed`);
  return view;
}
