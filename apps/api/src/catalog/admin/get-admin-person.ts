import type { AdminPersonDetail } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { readPersonRecord } from './admin-people-db.ts';
import { presentAdminPerson } from './present-admin-person.ts';

export async function getAdminPerson(db: Database, id: number): Promise<AdminPersonDetail> {
  const record = await readPersonRecord(db, id);
  if (!record) throw notFound(messages.personNotFound);
  return presentAdminPerson(record);
}
