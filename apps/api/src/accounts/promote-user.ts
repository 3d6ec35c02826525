import type { Database } from '../db/client.ts';
import type { UserRow } from '../db/schema/index.ts';
import { findUserByEmail, setAdmin } from './accounts-db.ts';

/** `npm run users -- promote <email>`: makes an account an administrator. Undefined if there is none. */
export async function promoteUser(db: Database, email: string): Promise<UserRow | undefined> {
  const user = await findUserByEmail(db, email);
  if (user) await setAdmin(db, user.id, true);
  return user;
}
