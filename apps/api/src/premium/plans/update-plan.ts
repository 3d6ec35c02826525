import type { Database } from '../../db/client.ts';
import type { PlanRow } from '../../db/schema/index.ts';
import { announceCatalogChange } from '../../realtime/catalog-changes.ts';
import { checkPlanValues, PlanError, type PlanValues } from './plan-rules.ts';
import { updatePlanRow } from './plans-db.ts';

/**
 * Changes a plan's fields (`npm run plans -- update|deactivate`). Orders copy the plan's name,
 * duration and price when they are made, so a change never alters what someone already bought.
 */
export async function updatePlan(db: Database, id: number, change: Partial<PlanValues>): Promise<PlanRow> {
  if (Object.keys(change).length === 0) throw new PlanError('Nothing to change: give at least one field.');
  checkPlanValues(change);
  const row = await updatePlanRow(
    db,
    id,
    change.name === undefined ? change : { ...change, name: change.name.trim() },
  );
  if (!row) throw new PlanError(`No plan with id ${id}.`);
  // Plans are served from the catalogue's caches: every API instance drops them.
  await announceCatalogChange(db);
  return row;
}

/** Takes a plan off sale; people who bought it keep their premium. */
export const deactivatePlan = (db: Database, id: number) => updatePlan(db, id, { active: false });
