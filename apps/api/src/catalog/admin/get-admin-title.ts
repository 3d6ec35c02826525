import type { AdminTitleDetail } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { readTitleRecord } from './admin-titles-db.ts';
import { presentAdminTitle } from './present-admin-title.ts';

export async function getAdminTitle(db: Database, id: number): Promise<AdminTitleDetail> {
  const record = await readTitleRecord(db, id);
  if (!record) throw notFound(messages.titleNotFound);
  return presentAdminTitle(record);
}
