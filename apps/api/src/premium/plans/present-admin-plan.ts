import type { AdminPlan } from '@pardeh/contract';
import type { PlanRow } from '../../db/schema/index.ts';

/** A plan as the console lists it, inactive ones too. */
export function presentAdminPlan(row: PlanRow): AdminPlan {
  return {
    id: row.id,
    name: row.name,
    durationDays: row.durationDays,
    priceRial: row.priceRial,
    active: row.active,
    screens: row.screens,
  };
}
