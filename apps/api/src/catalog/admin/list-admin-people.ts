import type { AdminPeopleQuery } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { pageMeta } from '../../http/page-meta.ts';
import { searchPersonRows } from './admin-people-db.ts';
import { presentAdminPersonRow } from './present-admin-person.ts';

/** The console's people list: a search by name, id or IMDb id, or everyone by English name. */
export async function listAdminPeople(database: DatabaseHandle, query: AdminPeopleQuery) {
  const { rows, total } = await searchPersonRows(database, {
    text: query.q,
    page: query.page,
    perPage: query.per_page,
  });
  return { data: rows.map(presentAdminPersonRow), meta: pageMeta(query.page, query.per_page, total) };
}
