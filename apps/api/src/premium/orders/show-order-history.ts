import type { Database } from '../../db/client.ts';
import { findOrderView, listOrderEvents, type OrderView } from './orders-db.ts';

/** An order with every change of its status, oldest first (`npm run payments -- show`); null if none. */
export async function showOrderHistory(db: Database, id: number) {
  const order: OrderView | undefined = await findOrderView(db, id);
  if (!order) return null;
  return { order, events: await listOrderEvents(db, id) };
}
