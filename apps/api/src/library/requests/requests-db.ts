import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
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

/**
 * Every query of content requests: the one writer of `content_requests` and
 * `content_request_subscribers`. The readers' use cases, the operator's (./admin/) and `npm run
 * requests` go through library/requests' use cases; library/summary counts a user's open ones.
 */

/** Serialises filings: the duplicate, subscribe and limit checks then hold under concurrent requests. */
const FILING_LOCK_KEY = 7_305_214;

export const OPEN_STATUSES = ['pending', 'accepted'] as const satisfies readonly RequestStatus[];

export interface RequestedThing {
  imdbId: string | null;
  titleKey: string;
  year: number | null;
  type: 'movie' | 'series';
}

/** A request with what its subscribers see beside it: the added title's path and how many asked. */
export interface RequestView extends ContentRequestRow {
  addedTitleSlug: string | null;
  requesters: number;
}

export async function lockRequestFiling(tx: Database): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${FILING_LOCK_KEY})`);
}

export async function findTitleByImdbId(db: Database, imdbId: string) {
  const [row] = await db
    .select({ id: titles.id, slug: titles.slug })
    .from(titles)
    .where(eq(titles.imdbId, imdbId))
    .limit(1);
  return row;
}

export async function findTitleForRequest(db: Database, titleId: number) {
  const [row] = await db
    .select({ id: titles.id, slug: titles.slug })
    .from(titles)
    .where(eq(titles.id, titleId))
    .limit(1);
  return row;
}

/**
 * The open request for the same thing, whoever filed it: the same IMDb id, or the same normalised
 * title, type and year when the two IMDb ids do not tell them apart.
 */
export async function findOpenRequestFor(
  db: Database,
  thing: RequestedThing,
): Promise<ContentRequestRow | undefined> {
  const sameKey = and(
    eq(contentRequests.titleKey, thing.titleKey),
    eq(contentRequests.type, thing.type),
    sql`${contentRequests.year} IS NOT DISTINCT FROM ${thing.year}`,
    thing.imdbId ? or(isNull(contentRequests.imdbId), eq(contentRequests.imdbId, thing.imdbId)) : undefined,
  );
  const [row] = await db
    .select()
    .from(contentRequests)
    .where(
      and(
        inArray(contentRequests.status, OPEN_STATUSES),
        thing.imdbId ? or(eq(contentRequests.imdbId, thing.imdbId), sameKey) : sameKey,
      ),
    )
    .orderBy(contentRequests.id)
    .limit(1);
  return row;
}

export async function isSubscribed(db: Database, requestId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: contentRequestSubscribers.userId })
    .from(contentRequestSubscribers)
    .where(
      and(eq(contentRequestSubscribers.requestId, requestId), eq(contentRequestSubscribers.userId, userId)),
    )
    .limit(1);
  return row !== undefined;
}

export async function countOpenRequestsOf(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(contentRequestSubscribers)
    .innerJoin(contentRequests, eq(contentRequests.id, contentRequestSubscribers.requestId))
    .where(and(eq(contentRequestSubscribers.userId, userId), inArray(contentRequests.status, OPEN_STATUSES)));
  return row?.value ?? 0;
}

export async function insertRequest(
  db: Database,
  values: RequestedThing & { userId: number; title: string; note: string | null },
): Promise<ContentRequestRow> {
  const [row] = await db.insert(contentRequests).values(values).returning();
  if (!row) throw new Error('content request insert returned no row');
  return row;
}

export async function subscribe(db: Database, requestId: number, userId: number): Promise<void> {
  await db.insert(contentRequestSubscribers).values({ requestId, userId }).onConflictDoNothing();
}

export async function subscriberIds(db: Database, requestId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: contentRequestSubscribers.userId })
    .from(contentRequestSubscribers)
    .where(eq(contentRequestSubscribers.requestId, requestId));
  return rows.map((row) => row.userId);
}

/** The request locked for a status change, so two operators' changes apply one after the other. */
export async function findRequestForUpdate(db: Database, id: number): Promise<ContentRequestRow | undefined> {
  const [row] = await db.select().from(contentRequests).where(eq(contentRequests.id, id)).for('update');
  return row;
}

export async function updateRequestStatus(
  db: Database,
  id: number,
  change: { status: RequestStatus; reply?: string | null; addedTitleId: number | null },
): Promise<void> {
  await db
    .update(contentRequests)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(contentRequests.id, id));
}

/** How many users asked for the request (its subscribers). */
const requesters =
  sql<number>`(SELECT count(*)::int FROM ${contentRequestSubscribers} WHERE ${contentRequestSubscribers.requestId} = ${contentRequests.id})`.mapWith(
    Number,
  );

function selectViews(db: Database) {
  return db
    .select({ request: contentRequests, addedTitleSlug: titles.slug, requesters })
    .from(contentRequests)
    .leftJoin(titles, eq(titles.id, contentRequests.addedTitleId));
}

const toView = (row: { request: ContentRequestRow; addedTitleSlug: string | null; requesters: number }) => ({
  ...row.request,
  addedTitleSlug: row.addedTitleSlug,
  requesters: Number(row.requesters),
});

export async function findRequestView(db: Database, id: number): Promise<RequestView | undefined> {
  const [row] = await selectViews(db).where(eq(contentRequests.id, id)).limit(1);
  return row && toView(row);
}

const subscribedBy = (userId: number) =>
  sql`EXISTS (SELECT 1 FROM ${contentRequestSubscribers} WHERE ${contentRequestSubscribers.requestId} = ${contentRequests.id} AND ${contentRequestSubscribers.userId} = ${userId})`;

/** One page of the requests a user subscribes to (filed or joined), newest first. */
export async function listRequestViewsOf(
  db: Database,
  userId: number,
  { status, page, perPage }: { status?: RequestStatus; page: number; perPage: number },
) {
  const where = and(subscribedBy(userId), status ? eq(contentRequests.status, status) : undefined);
  const [rows, [total]] = await Promise.all([
    selectViews(db)
      .where(where)
      .orderBy(desc(contentRequests.createdAt), desc(contentRequests.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(contentRequests).where(where),
  ]);
  return { rows: rows.map(toView), total: total?.value ?? 0 };
}

/** Every request (for the operator), newest first, optionally of one status. */
export async function listAllRequestViews(db: Database, status?: RequestStatus): Promise<RequestView[]> {
  const where: SQL | undefined = status ? eq(contentRequests.status, status) : undefined;
  const rows = await selectViews(db)
    .where(where)
    .orderBy(desc(contentRequests.createdAt), desc(contentRequests.id));
  return rows.map(toView);
}

// The operator's request queue.

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
  firstRequester: { id: number; name: string; email: string | null } | null;
}

const selectAdminRows = (db: Database) =>
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
    selectAdminRows(db)
      .where(where)
      .orderBy(...order)
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ value: count() }).from(contentRequests).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findAdminRequestRow(db: Database, id: number): Promise<AdminRequestRow | undefined> {
  const [row] = await selectAdminRows(db).where(eq(contentRequests.id, id)).limit(1);
  return row;
}

/** The dashboard's figures: requests waiting for an answer, and accepted ones not added yet. */
export async function countRequestsByStatus(db: Database): Promise<{ pending: number; accepted: number }> {
  const rows = await db
    .select({ status: contentRequests.status, value: count() })
    .from(contentRequests)
    .groupBy(contentRequests.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.value ?? 0;
  return { pending: of('pending'), accepted: of('accepted') };
}
