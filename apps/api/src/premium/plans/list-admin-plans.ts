import type { AdminPlan } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { listAllPlanRows } from './plans-db.ts';
import { presentAdminPlan } from './present-admin-plan.ts';

/** Every plan for the console, inactive ones too, in display order. */
export async function listAdminPlans(db: Database): Promise<AdminPlan[]> {
  return (await listAllPlanRows(db)).map(presentAdminPlan);
}
