import type { AdminTitlesQuery } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { pageMeta } from '../../http/page-meta.ts';
import { searchTitleRows } from './admin-titles-db.ts';
import { presentAdminTitleRow } from './present-admin-title.ts';

/** The console's title list: a search by name, id or IMDb id, or every title, most-voted first. */
export async function listAdminTitles(database: DatabaseHandle, query: AdminTitlesQuery) {
  const { rows, total } = await searchTitleRows(database, {
    text: query.q,
    type: query.type,
    page: query.page,
    perPage: query.per_page,
  });
  return { data: rows.map(presentAdminTitleRow), meta: pageMeta(query.page, query.per_page, total) };
}
