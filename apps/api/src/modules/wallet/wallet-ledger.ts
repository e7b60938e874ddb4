import type { Db, Tx } from '#db/client';
import { recentTransactions } from './wallet-repository';

/**
 * What the ledger shows of the orders its movements are about, answered by the orders module
 * (above this one) and handed in where the app is built: each by the ids asked, in one query.
 */
export interface LedgerOrders {
  /** The SH- id and what is left to pay of each order, by its _id. */
  orderDuesOf: (
    db: Db | Tx,
    orderIds: readonly string[],
  ) => Promise<Map<string, { orderid: string; remainingAmountFils: number }>>;
  /** The product id of each order line, by the line's _id. */
  productsOfOrderItems: (db: Db | Tx, itemIds: readonly string[]) => Promise<Map<string, string>>;
}

const present = (ids: readonly (string | null)[]) => ids.filter((id): id is string => id !== null);

/**
 * Newest first, with the order's SH- id, the item's product and what the order left to pay;
 * `offset` pages further back (the console's ledger).
 */
export async function ledgerPage(
  db: Db,
  orders: LedgerOrders,
  userId: string,
  limit: number,
  offset = 0,
) {
  const rows = await recentTransactions(db, userId, limit, offset);
  const dues = await orders.orderDuesOf(db, present(rows.map((r) => r.orderId)));
  const products = await orders.productsOfOrderItems(db, present(rows.map((r) => r.orderItemId)));
  return rows.map(({ orderId, orderItemId, ...row }) => {
    const due = orderId ? dues.get(orderId) : undefined;
    return {
      ...row,
      orderid: due?.orderid ?? null,
      remainingFils: due?.remainingAmountFils ?? null,
      productid: (orderItemId && products.get(orderItemId)) ?? null,
    };
  });
}

export type LedgerLine = Awaited<ReturnType<typeof ledgerPage>>[number];
