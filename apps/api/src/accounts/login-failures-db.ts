import { and, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { loginFailures } from '../db/schema/index.ts';

/** Every query on `login_failures` (accounts/login-throttle.ts holds the policy). */

/** How wrong passwords from one client slow it down; see `LOGIN_DELAYS` in login-throttle.ts. */
export interface DelayPolicy {
  freeFailures: number;
  firstDelayMs: number;
  longestDelayMs: number;
  forgetAfterMs: number;
}

export interface Claim {
  /** False: the client must wait `waitMs` more before its next attempt. */
  claimed: boolean;
  waitMs: number;
}

const seconds = (ms: number) => sql`make_interval(secs => ${ms / 1000}::float8)`;

/** The wait after `failures` wrong passwords: none for the free ones, then doubling up to the cap. */
function delayAfter(failures: SQL | typeof loginFailures.failures, policy: DelayPolicy): SQL {
  // The exponent is capped: power(2, 1100) overflows a float, and the cap is reached long before.
  const doubled = sql`${policy.firstDelayMs / 1000}::float8 * power(2, least(${failures} - ${policy.freeFailures}::int, 40))`;
  return sql`CASE WHEN ${failures} < ${policy.freeFailures}::int THEN interval '0'
    ELSE make_interval(secs => least(${policy.longestDelayMs / 1000}::float8, ${doubled})) END`;
}

/**
 * Claims one password attempt for (email, client), counting it as a failure up front: one atomic
 * upsert, so parallel guesses from one client are counted one by one and cannot all slip through
 * the free attempts. A success deletes the row (`clearLoginFailures`). Not claimed while the
 * client's delay runs; then nothing changes, so waiting clients are not pushed further back.
 * Failures older than `forgetAfterMs` are forgotten. Times are the database's, shared by every
 * instance.
 */
export async function claimLoginAttempt(
  db: Database,
  email: string,
  client: string,
  policy: DelayPolicy,
): Promise<Claim> {
  const row = loginFailures;
  const forgotten = sql`${row.lastFailedAt} <= now() - ${seconds(policy.forgetAfterMs)}`;
  const waited = sql`${row.lastFailedAt} + ${delayAfter(row.failures, policy)} <= now()`;
  const [result] = await db
    .insert(row)
    .values({ email, client, failures: 1, lastFailedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [row.email, row.client],
      set: {
        failures: sql`CASE WHEN ${forgotten} THEN 1 WHEN ${waited} THEN ${row.failures} + 1 ELSE ${row.failures} END`,
        lastFailedAt: sql`CASE WHEN ${forgotten} OR ${waited} THEN now() ELSE ${row.lastFailedAt} END`,
      },
    })
    .returning({
      // now() is this statement's start: only a row this statement wrote carries it.
      claimed: sql<boolean>`${row.lastFailedAt} = now()`,
      waitMs: sql<number>`greatest(0, ceil(extract(epoch from (${row.lastFailedAt} + ${delayAfter(row.failures, policy)} - now())) * 1000))::int`,
    });
  if (!result) throw new Error('login attempt upsert returned no row');
  return { claimed: result.claimed, waitMs: result.claimed ? 0 : Number(result.waitMs) };
}

export async function clearLoginFailures(db: Database, email: string, client: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.client, client)));
}

/** Deletes the rows old enough to be forgotten anyway. */
export async function deleteForgottenLoginFailures(db: Database, forgetAfterMs: number): Promise<void> {
  await db
    .delete(loginFailures)
    .where(lte(loginFailures.lastFailedAt, sql`now() - ${seconds(forgetAfterMs)}`));
}
