import { recordAudit } from '../../admin/audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { presentSearchMiss } from './present-search-miss.ts';
import { deleteSearchMissRow } from './search-misses-db.ts';

/**
 * An operator dismisses a missed search (added, requested, or noise): its row goes, audited. The
 * text counts again from one if visitors keep missing it.
 */
export async function dismissSearchMiss(db: Database, operatorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await deleteSearchMissRow(tx, id);
    if (!row) throw notFound(messages.searchMissNotFound);
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'dismiss-search-miss',
      targetType: 'search-miss',
      targetId: id,
      before: presentSearchMiss(row),
      after: null,
    });
  });
}
