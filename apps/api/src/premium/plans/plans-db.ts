import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type PlanRow, plans } from '../../db/schema/index.ts';
import type { PlanValues } from './plan-rules.ts';

/** Every query of the plans part. */

const inOrder = [asc(plans.displayOrder), asc(plans.id)];

export function listActivePlanRows(db: Database): Promise<PlanRow[]> {
  return db
    .select()
    .from(plans)
    .where(eq(plans.active, true))
    .orderBy(...inOrder);
}

/** Every plan, inactive ones too (for the operator). */
export function listAllPlanRows(db: Database): Promise<PlanRow[]> {
  return db
    .select()
    .from(plans)
    .orderBy(...inOrder);
}

export async function findPlanRow(db: Database, id: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row;
}

/** The plan's row, locked for the rest of the transaction (an operator's edit). */
export async function lockPlanRow(tx: Database, id: number): Promise<PlanRow | undefined> {
  const [row] = await tx.select().from(plans).where(eq(plans.id, id)).for('update');
  return row;
}

export async function findActivePlanRow(db: Database, id: number): Promise<PlanRow | undefined> {
  const [row] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, id), eq(plans.active, true)));
  return row;
}

export async function insertPlan(db: Database, values: PlanValues): Promise<PlanRow> {
  const [row] = await db.insert(plans).values(values).returning();
  if (!row) throw new Error('plan insert returned no row');
  return row;
}

export async function updatePlanRow(
  db: Database,
  id: number,
  change: Partial<PlanValues>,
): Promise<PlanRow | undefined> {
  const [row] = await db
    .update(plans)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(plans.id, id))
    .returning();
  return row;
}
