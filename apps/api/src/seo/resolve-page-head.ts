import { titleKeySchema } from '@pardeh/contract';
import { getCollection } from '../catalog/collections/get-collection.ts';
import { findMergedPerson } from '../catalog/people/find-merged-person.ts';
import { getPersonDetail } from '../catalog/people/get-person-detail.ts';
import { getTitleDetail } from '../catalog/titles/get-title-detail.ts';
import { getWatchFile } from '../catalog/watch/get-watch-file.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { collectionPageHead } from './collection-head.ts';
import type { PageHead } from './page-head.ts';
import { personPageHead } from './person-head.ts';
import { titlePageHead } from './title-head.ts';
import { watchPageHead } from './watch-head.ts';

/** What the server answers for a page URL: the app with this head, or a redirect to the canonical URL. */
export type PageResolution =
  | { kind: 'page'; status: 200 | 404; head?: PageHead }
  | { kind: 'redirect'; location: string };

const plainPage: PageResolution = { kind: 'page', status: 200 };
const missingPage: PageResolution = { kind: 'page', status: 404 };
const MAX_ID = 2_147_483_647;

const parseId = (text: string | undefined) => {
  if (!text || !/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : undefined;
};

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** What `find` answers, or null when it answers 404 (an unknown id: the page is missing). */
async function unlessMissing<T>(find: () => Promise<T>): Promise<T | null> {
  try {
    return await find();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

/** Same page, other address (old slug, wrong role): send crawlers and people to the canonical one. */
const canonicalOr = (path: string, requested: string, search: string, head: PageHead): PageResolution =>
  decode(requested) === path
    ? { kind: 'page', status: 200, head }
    : { kind: 'redirect', location: `${path}${search}` };

/**
 * Title, person, collection and watch pages get their real <head> from the server (crawlers and link
 * previews do not run the app); unknown ids answer 404 so they are not indexed. Other routes get
 * the app as it is.
 */
export async function resolvePageHead(
  database: DatabaseHandle,
  publicUrl: string,
  pathname: string,
  search: string,
): Promise<PageResolution> {
  const segments = pathname.split('/').filter(Boolean);
  const [section] = segments;
  if (section === 'titles' && segments.length === 3 && segments[2] !== 'files') {
    const id = parseId(segments[1]);
    const title = id ? await unlessMissing(() => getTitleDetail(database, id, false, null)) : null;
    if (!title) return missingPage;
    return canonicalOr(title.path, pathname, search, titlePageHead(title, publicUrl));
  }
  if (section === 'people' && segments.length === 4) {
    const id = parseId(segments[2]);
    const find = (personId: number) =>
      unlessMissing(() =>
        getPersonDetail(database, personId, { orderBy: 'votes', page: 1, perPage: 1 }, null),
      );
    const person = id ? await find(id) : null;
    if (!person) {
      // A merged person's old address: a 301 to the person it became.
      const keptId = id ? await findMergedPerson(database, id) : null;
      const kept = keptId ? await find(keptId) : null;
      return kept ? { kind: 'redirect', location: `${kept.path}${search}` } : missingPage;
    }
    return canonicalOr(person.path, pathname, search, personPageHead(person, publicUrl));
  }
  if (section === 'collections' && segments.length === 3) {
    const id = parseId(segments[1]);
    const collection = id
      ? await unlessMissing(() => getCollection(database, String(id), { withTitles: false }, null))
      : null;
    if (!collection) return missingPage;
    return canonicalOr(collection.path, pathname, search, collectionPageHead(collection, publicUrl));
  }
  if (section === 'watch' && segments.length === 3 && segments[1] !== 'trailer') {
    const fileId = parseId(segments[2]);
    const titleKey = decode(segments[1] ?? '');
    // As a visitor sees it: the head names the page, never a subscriber's address.
    const watch =
      fileId && titleKeySchema.safeParse(titleKey).success
        ? await unlessMissing(() =>
            getWatchFile(database, { titleKey, fileId, maturityAge: null }, async () => null),
          )
        : null;
    if (!watch) return missingPage;
    return { kind: 'page', status: 200, head: watchPageHead(watch, publicUrl, pathname) };
  }
  return plainPage;
}
