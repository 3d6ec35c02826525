import type { Database } from '../../db/client.ts';
import type { PlanRow } from '../../db/schema/index.ts';
import { announceCatalogChange } from '../../realtime/catalog-changes.ts';
import { checkPlanValues, type PlanValues } from './plan-rules.ts';
import { insertPlan } from './plans-db.ts';

/** A new plan (`npm run plans -- add`); on sale at once unless `active` is false. */
export async function addPlan(
  db: Database,
  values: Pick<PlanValues, 'name' | 'durationDays' | 'priceRial'> & Partial<PlanValues>,
): Promise<PlanRow> {
  checkPlanValues(values);
  const row = await insertPlan(db, {
    features: [],
    highlighted: false,
    active: true,
    displayOrder: 0,
    screens: 1,
    ...values,
    name: values.name.trim(),
  });
  // Plans are served from the catalogue's caches: every API instance drops them.
  await announceCatalogChange(db);
  return row;
}
