import type { LibrarySummary } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';

/**
 * Every count of the dashboard in one round trip. Each sub-select reads one part's table through
 * its per-profile index (requests are the account's); the parts own their writes, this only counts.
 */
export async function countLibrary(
  database: DatabaseHandle,
  { userId, profileId }: { userId: number; profileId: number },
): Promise<LibrarySummary> {
  const [row] = await database.sql.query<Record<keyof LibrarySummary, number | string>>(
    `SELECT
       (SELECT count(*) FROM watchlist_items WHERE profile_id = $2) AS "watchlist",
       (SELECT count(*) FROM watch_progress WHERE profile_id = $2) AS "inProgress",
       (SELECT count(DISTINCT title_id) FROM watch_history WHERE profile_id = $2) AS "watched",
       (SELECT count(*) FROM content_request_subscribers s
          JOIN content_requests r ON r.id = s.request_id
         WHERE s.user_id = $1 AND r.status IN ('pending', 'accepted')) AS "openRequests",
       (SELECT count(*) FROM notifications
         WHERE user_id = $1 AND (profile_id IS NULL OR profile_id = $2) AND read_at IS NULL) AS "unreadNotifications"`,
    [userId, profileId],
  );
  if (!row) throw new Error('the summary query returned no row');
  // count(*) is a bigint, which the drivers hand over as a string.
  return {
    watchlist: Number(row.watchlist),
    inProgress: Number(row.inProgress),
    watched: Number(row.watched),
    openRequests: Number(row.openRequests),
    unreadNotifications: Number(row.unreadNotifications),
  };
}
