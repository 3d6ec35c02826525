import type { Plan } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import type { PlanRow } from '../../db/schema/index.ts';
import { listActivePlanRows, listAllPlanRows } from './plans-db.ts';
import { presentPlan } from './present-plan.ts';

/** The plans on sale, in display order. */
export async function listPlans(db: Database): Promise<Plan[]> {
  return (await listActivePlanRows(db)).map(presentPlan);
}

/** Every plan, inactive ones too, in display order (`npm run plans -- list`). */
export function listAllPlans(db: Database): Promise<PlanRow[]> {
  return listAllPlanRows(db);
}
