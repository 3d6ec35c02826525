import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { lockAdminRoster } from '../accounts-db.ts';

/**
 * Locks the administrators for a change to who may run the console, and checks again under the
 * lock that the operator is still an administrator who can sign in: a concurrent change may have
 * demoted or blocked them since their request was let in. With that, and no operator able to block
 * or demote themselves, at least one administrator who can sign in always remains.
 */
export async function lockRosterAsOperator(db: Database, operatorId: number): Promise<void> {
  const activeAdminIds = await lockAdminRoster(db);
  if (!activeAdminIds.includes(operatorId)) throw new HttpError(403, messages.forbidden);
}
