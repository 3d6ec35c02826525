import { recordAudit } from '../../../admin/audit/record-audit.ts';
import type { Database } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import { messages } from '../../../messages.ts';
import { announceCatalogChange } from '../../../realtime/catalog-changes.ts';
import { auditedHomeRows, homeRowsAuditTarget } from '../../home/admin/audited-home-rows.ts';
import { listHomeRowRecords, lockHomeRows } from '../../home/home-rows-db.ts';
import { collectionTitleIds, deleteCollectionRow, lockCollection } from '../collections-db.ts';

/**
 * Deletes a collection (its titles stay in the catalogue). Its home-page row goes with it (the
 * foreign key cascades); that change of the home page gets its own audit entry, so the home rows'
 * history stays whole.
 */
export async function deleteCollection(db: Database, operatorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockHomeRows(tx);
    const current = await lockCollection(tx, id);
    if (!current) throw notFound(messages.adminCollections.collectionNotFound);
    const titleIds = await collectionTitleIds(tx, id);
    const homeBefore = await listHomeRowRecords(tx);
    await deleteCollectionRow(tx, id);
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'delete-collection',
      targetType: 'collection',
      targetId: id,
      before: { ...current, titleIds },
      after: null,
    });
    if (homeBefore.some((row) => row.collectionId === id)) {
      await recordAudit(tx, {
        actorId: operatorId,
        action: 'update-home-rows',
        ...homeRowsAuditTarget,
        before: auditedHomeRows(homeBefore),
        after: auditedHomeRows(await listHomeRowRecords(tx)),
      });
    }
  });
  await announceCatalogChange(db);
}
