import type { ContentRequest } from '@pardeh/contract';
import { titlePath } from '../../catalog/presenters/title-presenter.ts';
import type { RequestView } from './requests-db.ts';

/** The request as `viewerId` sees it: the note only on their own request. */
export function presentContentRequest(view: RequestView, viewerId: number): ContentRequest {
  return {
    id: view.id,
    title: view.title,
    type: view.type,
    year: view.year,
    imdbId: view.imdbId,
    note: view.userId === viewerId ? view.note : null,
    status: view.status,
    reply: view.reply,
    titlePath: addedTitlePath(view),
    requesters: Math.max(1, view.requesters),
    createdAt: view.createdAt.toISOString(),
    updatedAt: view.updatedAt.toISOString(),
  };
}

export function addedTitlePath(view: Pick<RequestView, 'addedTitleId' | 'addedTitleSlug'>): string | null {
  return view.addedTitleId !== null && view.addedTitleSlug !== null
    ? titlePath(view.addedTitleId, view.addedTitleSlug)
    : null;
}
