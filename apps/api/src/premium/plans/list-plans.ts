import type { Plan } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { listActivePlanRows } from './plans-db.ts';
import { presentPlan } from './present-plan.ts';

/** The plans on sale, in display order. */
export async function listPlans(db: Database): Promise<Plan[]> {
  return (await listActivePlanRows(db)).map(presentPlan);
}
