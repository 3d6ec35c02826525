import type { AdminSearchMiss } from '@pardeh/contract';
import type { SearchMissRow } from '../../db/schema/index.ts';

export const presentSearchMiss = (row: SearchMissRow): AdminSearchMiss => ({
  id: row.id,
  text: row.queryText,
  count: row.count,
  firstSeenAt: row.firstSeenAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
});
