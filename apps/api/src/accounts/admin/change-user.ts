import type { AdminUserDetail } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { lockUser } from '../accounts-db.ts';
import { lockRosterAsOperator } from './roster-guard.ts';
import { showAdminUser } from './show-admin-user.ts';

type UserChange = (tx: Database, user: UserRow) => Promise<void>;

/**
 * Runs an operator's change to a user in one transaction, on the user's row locked (two operators
 * changing one account run one after the other), and answers the user as the console shows them.
 */
export function changeUser(db: Database, userId: number, change: UserChange): Promise<AdminUserDetail> {
  return changeLockedUser(db, userId, change);
}

/**
 * The same for a change to who may run the console (blocking, promoting…): the administrators
 * are locked first, and the operator checked to be one still (roster-guard.ts).
 */
export function changeRoster(
  db: Database,
  operatorId: number,
  userId: number,
  change: UserChange,
): Promise<AdminUserDetail> {
  return changeLockedUser(db, userId, change, (tx) => lockRosterAsOperator(tx, operatorId));
}

async function changeLockedUser(
  db: Database,
  userId: number,
  change: UserChange,
  lockFirst?: (tx: Database) => Promise<void>,
): Promise<AdminUserDetail> {
  await db.transaction(async (tx) => {
    await lockFirst?.(tx);
    const user = await lockUser(tx, userId);
    if (!user) throw notFound(messages.adminUsers.userNotFound);
    await change(tx, user);
  });
  return showAdminUser(db, userId);
}
