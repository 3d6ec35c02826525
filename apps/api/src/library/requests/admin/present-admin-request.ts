import type { AdminContentRequest } from '@pardeh/contract';
import { addedTitlePath } from '../present-content-request.ts';
import type { AdminRequestRow } from '../requests-db.ts';

export function presentAdminRequest({
  request,
  addedTitleSlug,
  requesters,
  firstRequester,
}: AdminRequestRow): AdminContentRequest {
  return {
    id: request.id,
    title: request.title,
    type: request.type,
    year: request.year,
    imdbId: request.imdbId,
    note: request.note,
    status: request.status,
    reply: request.reply,
    addedTitleId: request.addedTitleId,
    titlePath: addedTitlePath({ addedTitleId: request.addedTitleId, addedTitleSlug }),
    requesters,
    firstRequester,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
  };
}
