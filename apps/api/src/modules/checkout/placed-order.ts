import type { Db, Tx } from '#db/client';
import {
  orderItemsOf,
  orderJson,
  type OrderJson,
  type OrderRow,
  type OrderShownWith,
} from '#modules/orders';

export interface Placed {
  order: OrderJson;
  /** False when an earlier submit of the same checkout already created this order. */
  created: boolean;
}

/**
 * An order an earlier submit placed, as addOrder answers it again, shown with the store's media,
 * VAT and couriers. `db` is the open transaction when there is one: PGlite would wait on itself
 * for the store's own handle.
 */
export async function existing(shown: OrderShownWith, db: Db | Tx, row: OrderRow): Promise<Placed> {
  const items = await orderItemsOf(db, row.id);
  return {
    order: orderJson(row, items, shown),
    created: false,
  };
}

/** The card payment an answered order holds, if any. */
export const paymentIntentOf = ({ order }: Placed) =>
  'paymentIntentId' in order.paymentDetails ? order.paymentDetails.paymentIntentId : null;

/** The name of the unique index a PostgreSQL 23505 error (maybe wrapped by Drizzle) names. */
export function uniqueViolation(err: unknown): string | undefined {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e;) {
    if (e.code === '23505') return e.constraint;
    e = e.cause as typeof e;
  }
  return undefined;
}
