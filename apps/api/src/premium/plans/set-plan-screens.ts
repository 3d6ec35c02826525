import type { AdminPlan } from '@pardeh/contract';
import { recordAudit } from '../../admin/audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { lockPlanRow, updatePlanRow } from './plans-db.ts';
import { presentAdminPlan } from './present-admin-plan.ts';

/**
 * An operator sets how many premium streams an account on the plan plays at once (1–10, checked by
 * the contract's schema and the database). Plays already going keep their screens; the new number
 * counts from the next claim. Audited in the same transaction.
 */
export async function setPlanScreens(
  db: Database,
  operatorId: number,
  id: number,
  screens: number,
): Promise<AdminPlan> {
  return db.transaction(async (tx) => {
    const plan = await lockPlanRow(tx, id);
    if (!plan) throw notFound(messages.premium.planNotFound);
    if (plan.screens === screens) return presentAdminPlan(plan);
    const row = await updatePlanRow(tx, id, { screens });
    if (!row) throw notFound(messages.premium.planNotFound);
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'set-plan-screens',
      targetType: 'plan',
      targetId: id,
      before: { screens: plan.screens },
      after: { screens },
    });
    return presentAdminPlan(row);
  });
}
