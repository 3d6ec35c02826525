import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../catalog/search/search-query.ts';
import type { Database } from '../../db/client.ts';
import {
  type ContentRequestRow,
  contentRequestSubscribers,
  contentRequests,
  type RequestStatus,
  titles,
  users,
} from '../../db/schema/index.ts';

/** The operator's reads of content requests; changes go through library/requests' use cases. */

export interface AdminRequestFilter {
  status?: RequestStatus;
  type?: 'movie' | 'series';
  /** A `tt` IMDb id, or normalised words of the title. */
  imdbId?: string;
  titleKey?: string;
  sort: 'newest' | 'most-requested';
  page: number;
  perPage: number;
}

export interface AdminRequestRow {
  request: ContentRequestRow;
  addedTitleSlug: string | null;
  requesters: number;
  firstRequester: { id: number; name: string; email: string } | null;
}

const requesters =
  sql<number>`(SELECT count(*)::int FROM ${contentRequestSubscribers} WHERE ${contentRequestSubscribers.requestId} = ${contentRequests}.id)`.mapWith(
    Number,
  );

const selectRows = (db: Database) =>
  db
    .select({
      request: contentRequests,
      addedTitleSlug: titles.slug,
      requesters,
      firstRequester: { id: users.id, name: users.name, email: users.email },
    })
    .from(contentRequests)
    .leftJoin(titles, eq(titles.id, contentRequests.addedTitleId))
    .leftJoin(users, eq(users.id, contentRequests.userId));

export async function listAdminRequestRows(
  db: Database,
  filter: AdminRequestFilter,
): Promise<{ rows: AdminRequestRow[]; total: number }> {
  const where: SQL | undefined = and(
    filter.status ? eq(contentRequests.status, filter.status) : undefined,
    filter.type ? eq(contentRequests.type, filter.type) : undefined,
    filter.imdbId ? eq(contentRequests.imdbId, filter.imdbId) : undefined,
    filter.titleKey ? ilike(contentRequests.titleKey, `%${escapeLike(filter.titleKey)}%`) : undefined,
  );
  const order =
    filter.sort === 'most-requested'
      ? [desc(requesters), desc(contentRequests.createdAt), desc(contentRequests.id)]
      : [desc(contentRequests.createdAt), desc(contentRequests.id)];
  const [rows, [total]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(...order)
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ value: count() }).from(contentRequests).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findAdminRequestRow(db: Database, id: number): Promise<AdminRequestRow | undefined> {
  const [row] = await selectRows(db).where(eq(contentRequests.id, id)).limit(1);
  return row;
}
