import { createHash } from 'node:crypto';
import type { ShippingAddressSnapshot } from '#db/schema';
import type { Tx } from '#db/client';
import {
  countOrders,
  insertOrder,
  itemsBought,
  type BoughtLine,
  type NewOrder,
  type OrderItemRow,
  type OrderRow,
} from './order-repository';

/**
 * The checkout key of the shopper's next order: their n-th order, hashed. Two submits that both
 * got past the shopper lock would collide on its unique index instead of placing twice.
 */
export async function nextCheckoutKey(tx: Tx, userId: string): Promise<string> {
  return createHash('sha256')
    .update(`${userId}:${await countOrders(tx, userId)}`)
    .digest('hex');
}

/** Records a placed order and its items, each a copy of the bag line it was bought as. */
export async function recordOrder(
  tx: Tx,
  order: NewOrder & { shippingAddress: ShippingAddressSnapshot },
  lines: readonly BoughtLine[],
): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
  return insertOrder(tx, order, itemsBought(lines));
}
