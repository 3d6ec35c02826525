import type { AdminRequestsQuery } from '@pardeh/contract';
import { normalizeSearchText } from '../../../catalog/search/normalize-search-text.ts';
import type { Database } from '../../../db/client.ts';
import { pageMeta } from '../../../http/page-meta.ts';
import { listAdminRequestRows } from '../requests-db.ts';
import { presentAdminRequest } from './present-admin-request.ts';

const IMDB_ID = /^tt\d{7,10}$/i;

/**
 * One page of the request queue: filtered by status and type, searched by IMDb id or by the title
 * (normalised as requests are, so «ي» finds «ی»), newest or most requested first.
 */
export async function listAdminRequests(db: Database, query: AdminRequestsQuery) {
  const q = query.q?.trim();
  const imdbId = q && IMDB_ID.test(q) ? q.toLowerCase() : undefined;
  const titleKey = q && !imdbId ? normalizeSearchText(q) || undefined : undefined;
  const { rows, total } = await listAdminRequestRows(db, {
    status: query.status,
    type: query.type,
    imdbId,
    titleKey,
    sort: query.sort,
    page: query.page,
    perPage: query.per_page,
  });
  return {
    data: rows.map(presentAdminRequest),
    meta: pageMeta(query.page, query.per_page, total),
  };
}
