import type { AdminCollection } from '@pardeh/contract';
import type { Database } from '../../../db/client.ts';
import { listAdminCollectionRows } from '../collections-db.ts';
import { presentAdminCollection } from './present-admin-collection.ts';

/** Every collection, oldest first, with how many titles each has (there are tens, not thousands). */
export async function listAdminCollections(db: Database): Promise<AdminCollection[]> {
  return (await listAdminCollectionRows(db)).map(presentAdminCollection);
}
