import { type AdminTitleDetail, type AdminTitlePatch, titleEditableFields } from '@pardeh/contract';
import { recordAudit } from '../../admin/audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { announceCatalogChange } from '../../realtime/catalog-changes.ts';
import { titleNameFields } from '../import/title-record.ts';
import {
  findGenreIds,
  type LockedTitle,
  lockTitle,
  replaceTitleGenres,
  updateTitleRow,
} from './admin-titles-db.ts';
import { changedFields, nextLocks, sameLocks } from './field-changes.ts';
import { getAdminTitle } from './get-admin-title.ts';

/**
 * An operator's edit of a title: only if the title is still the version the operator read (else
 * 409), each changed field written and locked against importers and enrichment, the name-derived
 * columns (slug, aliases, search text) recomputed as an import would, and the audit entry in the
 * same transaction. The public caches drop their answers once it is committed.
 */
export async function updateTitle(
  db: Database,
  operatorId: number,
  id: number,
  patch: AdminTitlePatch,
): Promise<AdminTitleDetail> {
  const changedPublicFields = await db.transaction(async (tx) => {
    const title = await lockTitle(tx, id, patch.ifUpdatedAt);
    if (!title) throw notFound(messages.titleNotFound);
    if (!title.isCurrent) throw new HttpError(409, messages.adminCatalogue.staleTitle);
    const sent = { ...patch, genreIds: patch.genreIds && [...patch.genreIds].sort((a, b) => a - b) };
    const change = changedFields(title, sent, titleEditableFields);
    const locks = nextLocks(title.lockedFields, change.fields, patch.unlock);
    const locksChanged = !sameLocks(locks, title.lockedFields);
    if (change.fields.length === 0 && !locksChanged) return false;
    const { genreIds, ...columns } = change.after;
    if (genreIds) await requireGenres(tx, genreIds);
    await updateTitleRow(tx, id, { ...columns, ...renamed(title, columns), operatorLocked: locks });
    if (genreIds) await replaceTitleGenres(tx, id, genreIds);
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'update-title',
      targetType: 'title',
      targetId: id,
      before: locksChanged ? { ...change.before, lockedFields: title.lockedFields } : change.before,
      after: locksChanged ? { ...change.after, lockedFields: locks } : change.after,
    });
    return change.fields.length > 0;
  });
  if (changedPublicFields) await announceCatalogChange(db);
  return getAdminTitle(db, id);
}

/** The slug, aliases and search text of a renamed title, so the public search finds the new names at once. */
function renamed(
  title: LockedTitle,
  columns: Partial<Pick<AdminTitlePatch, 'titleEn' | 'titleFa' | 'originalTitle'>>,
) {
  if (columns.titleEn === undefined && columns.titleFa === undefined && columns.originalTitle === undefined) {
    return {};
  }
  return titleNameFields(
    columns.titleEn ?? title.titleEn,
    columns.titleFa === undefined ? title.titleFa : columns.titleFa,
    columns.originalTitle === undefined ? title.originalTitle : columns.originalTitle,
    title.aliases,
  );
}

/** The new genres must all exist: an unknown id is the operator's mistake (422), not a 500. */
async function requireGenres(tx: Database, genreIds: number[]): Promise<void> {
  const found = await findGenreIds(tx, genreIds);
  if (found.length !== genreIds.length) {
    throw new HttpError(422, messages.validationFailed, {
      genreIds: [messages.adminCatalogue.unknownGenres],
    });
  }
}
