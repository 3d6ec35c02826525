import type { AdminHomeRow, HomeRowInput } from '@pardeh/contract';
import { recordAudit } from '../../../admin/audit/record-audit.ts';
import type { Database } from '../../../db/client.ts';
import { HttpError } from '../../../http/errors.ts';
import { messages } from '../../../messages.ts';
import { announceCatalogChange } from '../../../realtime/catalog-changes.ts';
import {
  existingCollectionIds,
  existingGenreSlugs,
  listHomeRowRecords,
  lockHomeRows,
  type NewHomeRow,
  replaceHomeRows,
} from '../home-rows-db.ts';
import { auditedHomeRows, homeRowsAuditTarget } from './audited-home-rows.ts';
import { listAdminHomeRows } from './list-admin-home-rows.ts';

/**
 * The operator's layout of the home page: the rows become exactly `rows`, in order, with one audit
 * entry of the list before and after. Each collection must exist and each listing's genre too
 * (else 422, naming the row). The public home page shows the new rows once committed.
 */
export async function setHomeRows(
  db: Database,
  operatorId: number,
  rows: HomeRowInput[],
): Promise<AdminHomeRow[]> {
  const changed = await db.transaction(async (tx) => {
    await lockHomeRows(tx);
    await requireReferences(tx, rows);
    const before = auditedHomeRows(await listHomeRowRecords(tx));
    await replaceHomeRows(tx, rows.map(toRecord));
    const after = auditedHomeRows(await listHomeRowRecords(tx));
    if (JSON.stringify(before) === JSON.stringify(after)) return false;
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'update-home-rows',
      ...homeRowsAuditTarget,
      before,
      after,
    });
    return true;
  });
  if (changed) await announceCatalogChange(db);
  return listAdminHomeRows(db);
}

const toRecord = (row: HomeRowInput): NewHomeRow => {
  switch (row.kind) {
    case 'listing':
      return { kind: row.kind, titleFa: row.titleFa, filters: row.filters };
    case 'collection':
      return { kind: row.kind, collectionId: row.collectionId };
    default:
      return { kind: row.kind };
  }
};

/** Collections and genres the rows name must exist: a missing one is the operator's mistake, 422. */
async function requireReferences(tx: Database, rows: HomeRowInput[]): Promise<void> {
  const collectionIds = rows.flatMap((row) => (row.kind === 'collection' ? [row.collectionId] : []));
  const genreSlugs = rows.flatMap((row) =>
    row.kind === 'listing' && row.filters.genre ? [row.filters.genre] : [],
  );
  const collections = await existingCollectionIds(tx, collectionIds);
  const genres = await existingGenreSlugs(tx, genreSlugs);
  const errors: Record<string, string[]> = {};
  rows.forEach((row, index) => {
    if (row.kind === 'collection' && !collections.has(row.collectionId)) {
      errors[`rows.${index}.collectionId`] = [messages.adminCollections.homeCollectionNotFound];
    }
    if (row.kind === 'listing' && row.filters.genre && !genres.has(row.filters.genre)) {
      errors[`rows.${index}.filters.genre`] = [messages.adminCollections.homeGenreNotFound];
    }
  });
  if (Object.keys(errors).length > 0)
    throw new HttpError(422, messages.adminCollections.homeRowsInvalid, errors);
}
