import { recordAudit } from '../../admin/audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { announceCatalogChange } from '../../realtime/catalog-changes.ts';
import { changedFields, nextLocks } from './field-changes.ts';

/** A season or an episode as locked for an edit, with the fields the operator has locked. */
interface NumberedPart {
  lockedFields: string[];
}

export interface NumberedPartEdit<
  Field extends string,
  Part extends NumberedPart,
  Patch extends Partial<Record<Field, unknown>>,
> {
  operatorId: number;
  id: number;
  patch: Patch;
  fields: readonly Field[];
  /** Locks the parent first (every change to its list takes it: one renumbering at a time), then the part. */
  lock(tx: Database): Promise<Part | null>;
  numberTaken(tx: Database, part: Part, number: number): Promise<boolean>;
  /** What else a new number changes (a season's locks the series' list of seasons). */
  renumbered?(tx: Database, part: Part): Promise<void>;
  write(tx: Database, values: Partial<Pick<Patch, Field>> & { operatorLocked: string[] }): Promise<void>;
  audit: { action: string; targetType: string };
  notFoundMessage: string;
  numberTakenMessage(number: number): string;
}

/**
 * An operator's edit of a season or an episode: the changed fields written and locked with the
 * audit entry in one transaction, a number a sibling has (now, or taken by an import between the
 * check and the write) a 409, and the public caches told once it is committed.
 */
export async function editNumberedPart<
  Field extends string,
  Part extends NumberedPart & Record<Field, unknown>,
  Patch extends Partial<Record<Field, unknown>> & { number?: number | undefined },
>(db: Database, edit: NumberedPartEdit<Field, Part, Patch>): Promise<void> {
  const { id, patch } = edit;
  const changed = await db
    .transaction(async (tx) => {
      const part = await edit.lock(tx);
      if (!part) throw notFound(edit.notFoundMessage);
      const change = changedFields(part, patch, edit.fields);
      if (change.fields.length === 0) return false;
      if (patch.number !== undefined && 'number' in change.after) {
        if (await edit.numberTaken(tx, part, patch.number)) {
          throw new HttpError(409, edit.numberTakenMessage(patch.number));
        }
        await edit.renumbered?.(tx, part);
      }
      await edit.write(tx, { ...change.after, operatorLocked: nextLocks(part.lockedFields, change.fields) });
      await recordAudit(tx, {
        actorId: edit.operatorId,
        ...edit.audit,
        targetId: id,
        before: change.before,
        after: change.after,
      });
      return true;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error) && patch.number !== undefined) {
        throw new HttpError(409, edit.numberTakenMessage(patch.number));
      }
      throw error;
    });
  if (changed) await announceCatalogChange(db);
}
