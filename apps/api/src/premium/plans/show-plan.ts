import type { Plan } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { findActivePlanRow } from './plans-db.ts';
import { presentPlan } from './present-plan.ts';

/** One plan on sale; an inactive or unknown one answers 404. */
export async function showPlan(db: Database, id: number): Promise<Plan> {
  const row = await findActivePlanRow(db, id);
  if (!row) throw notFound(messages.premium.planNotFound);
  return presentPlan(row);
}
