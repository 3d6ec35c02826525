import type { Database } from '../../db/client.ts';
import { countUsers } from '../accounts-db.ts';

/** The dashboard's account figures: all accounts, those with premium now, those blocked. */
export function countAccounts(
  db: Database,
): Promise<{ total: number; activePremium: number; blocked: number }> {
  return countUsers(db);
}
