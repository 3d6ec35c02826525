import type { Order } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { findOrderView } from './orders-db.ts';
import { presentOrder } from './present-order.ts';

/** One of the user's own orders; someone else's answers 404 like an unknown one. */
export async function showMyOrder(db: Database, userId: number, orderId: number): Promise<Order> {
  const view = await findOrderView(db, orderId);
  if (!view || view.userId !== userId) throw notFound(messages.premium.orderNotFound);
  return presentOrder(view);
}
