import type { Database } from '../../db/client.ts';
import { deleteStaleSearchMisses } from './search-misses-db.ts';

const DAY_MS = 24 * 60 * 60_000;
// A text searched once and not again within a month is a typo or noise, not demand; nothing
// missed for a year is news to anyone. Forgetting them keeps the table to what operators act on
// however many different texts visitors (or bots: the search is not rate-limited) try.
const FORGET_SEEN_ONCE_AFTER_MS = 30 * DAY_MS;
const FORGET_ANY_AFTER_MS = 365 * DAY_MS;

/** Deletes the misses nobody needs to see any more (the recorder calls it every hour or so). */
export async function forgetStaleSearchMisses(db: Database, now = new Date()): Promise<void> {
  await deleteStaleSearchMisses(
    db,
    new Date(now.getTime() - FORGET_SEEN_ONCE_AFTER_MS),
    new Date(now.getTime() - FORGET_ANY_AFTER_MS),
  );
}
