import type { Database } from '../db/client.ts';
import type { UserRow } from '../db/schema/index.ts';
import { findUserByEmail as userByEmail, findUserById as userById } from './accounts-db.ts';

/** An account by id, for other domains (a payment's buyer, a gift's sender). */
export function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  return userById(db, id);
}

/** An account by address, in any letter case (a gift's recipient, an operator command). */
export function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return userByEmail(db, email);
}
