import type { AdminHomeRow } from '@pardeh/contract';
import type { Database } from '../../../db/client.ts';
import { listHomeRowsWithCollections } from '../home-rows-db.ts';
import { presentAdminHomeRow } from './present-admin-home-row.ts';

/** The home page's rows below its first screen, in order, as the editor shows them. */
export async function listAdminHomeRows(db: Database): Promise<AdminHomeRow[]> {
  return (await listHomeRowsWithCollections(db)).map(presentAdminHomeRow);
}
