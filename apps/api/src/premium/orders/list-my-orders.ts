import type { OrderKind } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { listOrderViewsOf } from './orders-db.ts';
import { presentOrder } from './present-order.ts';

/** One page of the user's orders, newest first, optionally of one kind (the gift page lists gifts). */
export async function listMyOrders(
  db: Database,
  userId: number,
  query: { kind?: OrderKind; page: number; perPage: number },
) {
  const { rows, total } = await listOrderViewsOf(db, userId, query);
  return {
    data: rows.map(presentOrder),
    meta: {
      page: query.page,
      perPage: query.perPage,
      total,
      lastPage: Math.max(1, Math.ceil(total / query.perPage)),
    },
  };
}
