import { ADMIN_CUSTOMER_ORDERS_PAGE_SIZE } from '@store/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '#db/client';
import { orders } from '#db/schema';
import { adminOrdersJson } from './admin-order-json';
import { ordersByIds } from './admin-order-queries';
import type { OrderShown } from './order-deps';

/** One page of a customer's order ids, newest first (orders_user_created_idx), and the count. */
async function customerOrderIds(db: Db, userId: string, limit: number, offset: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  return { ids: rows.map((r) => r.id), total: counted?.n ?? 0 };
}

/**
 * The console's customer page: a page of the customer's orders as Manage Orders shows them
 * (adminOrdersJson), newest first.
 */
export async function customerOrderPage(deps: OrderShown, userId: string, page: number) {
  const limit = ADMIN_CUSTOMER_ORDERS_PAGE_SIZE;
  const { ids, total } = await customerOrderIds(deps.db, userId, limit, (page - 1) * limit);
  return {
    orders: await adminOrdersJson(deps, await ordersByIds(deps.db, ids)),
    total,
    page,
    limit,
  };
}
