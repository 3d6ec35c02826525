import type { HistoryItem, PaginationMeta } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { presentHistoryItem } from './present-history-item.ts';
import { countHistory, listHistoryPage } from './progress-db.ts';

/** `GET /api/user/history`: the profile's finished plays, last watched first. */
export async function listHistory(
  database: DatabaseHandle,
  profileId: number,
  { page, perPage }: { page: number; perPage: number },
): Promise<{ data: HistoryItem[]; meta: PaginationMeta }> {
  const [rows, total] = await Promise.all([
    listHistoryPage(database.sql, profileId, perPage, (page - 1) * perPage),
    countHistory(database.sql, profileId),
  ]);
  return {
    data: rows.map(presentHistoryItem),
    meta: { page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)) },
  };
}
