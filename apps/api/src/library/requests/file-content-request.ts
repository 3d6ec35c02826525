import type { TitleRequestBody } from '@pardeh/contract';
import type { ActiveProfile } from '../../accounts/authenticate-session.ts';
import { titlePath } from '../../catalog/presenters/title-presenter.ts';
import { normalizeSearchText } from '../../catalog/search/normalize-search-text.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import {
  countOpenRequestsOf,
  findOpenRequestFor,
  findRequestView,
  findTitleByImdbId,
  insertRequest,
  isSubscribed,
  lockRequestFiling,
  type RequestView,
  subscribe,
} from './requests-db.ts';

export type FilingOutcome =
  | { outcome: 'filed' | 'joined'; request: RequestView }
  | { outcome: 'in-catalogue'; titlePath: string };

/**
 * Files a content request, or subscribes the user to the open request someone else filed for the
 * same thing (they then get its status notifications too). A title already in the catalogue is
 * answered with its path instead; a second open request for the same thing answers 409 and more
 * than `openLimit` open requests 429. Requests are the account's; a kids' profile files none (403).
 */
export async function fileContentRequest(
  db: Database,
  userId: number,
  body: TitleRequestBody,
  { openLimit, profile }: { openLimit: number; profile: Pick<ActiveProfile, 'kind'> },
): Promise<FilingOutcome> {
  if (profile.kind === 'kids') throw new HttpError(403, messages.requests.kidsCannotRequest);
  const imdbId = body.imdbUrl ?? null;
  if (imdbId) {
    const title = await findTitleByImdbId(db, imdbId);
    if (title) return { outcome: 'in-catalogue', titlePath: titlePath(title.id, title.slug) };
  }
  const thing = {
    imdbId,
    titleKey: normalizeSearchText(body.title),
    year: body.year ?? null,
    type: body.type,
  };

  const { outcome, requestId } = await db.transaction(async (tx) => {
    await lockRequestFiling(tx);
    const open = await findOpenRequestFor(tx, thing);
    if (open && (await isSubscribed(tx, open.id, userId))) {
      throw new HttpError(409, messages.requests.duplicate);
    }
    if ((await countOpenRequestsOf(tx, userId)) >= openLimit) {
      throw new HttpError(429, messages.requests.openLimit(openLimit));
    }
    if (open) {
      await subscribe(tx, open.id, userId);
      return { outcome: 'joined' as const, requestId: open.id };
    }
    const filed = await insertRequest(tx, { ...thing, userId, title: body.title, note: body.note || null });
    await subscribe(tx, filed.id, userId);
    return { outcome: 'filed' as const, requestId: filed.id };
  });
  const request = await findRequestView(db, requestId);
  if (!request) throw new Error(`content request ${requestId} vanished after filing`);
  return { outcome, request };
}
