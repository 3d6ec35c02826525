import type { OrderStatus } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { listAllOrderViews, type OrderView } from './orders-db.ts';

export type { OrderView };

/** Every user's orders, newest first, optionally of one status, at most `limit` (`npm run payments -- list`). */
export function listAllOrders(
  db: Database,
  query: { status?: OrderStatus | undefined; limit: number },
): Promise<OrderView[]> {
  return listAllOrderViews(db, query);
}
