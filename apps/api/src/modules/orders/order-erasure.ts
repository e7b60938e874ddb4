import { ERASED_NAME } from '@store/domain';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { orders } from '#db/schema';
import { invoiceNumbersOf } from '#modules/invoices';

/** Each of the shopper's orders as far as closing the account asks: open, or settled. */
export async function orderStatesOf(db: Db | Tx, userId: string) {
  const rows = await db
    .select({
      orderid: orders.orderid,
      status: orders.status,
      cancelRequestedAt: orders.cancelRequestedAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId));
  return rows.map((r) => ({
    orderid: r.orderid,
    status: r.status,
    cancelRequested: r.cancelRequestedAt !== null,
  }));
}

/**
 * What an erasure leaves on the shopper's orders (decision 79). Every order stays, with its lines,
 * amounts and dates: the VAT law keeps them with their tax documents. An order with a tax invoice
 * keeps the name and address the invoice printed; its mobile, the shopper's note on a cancel and
 * a card's postal code go. An order never invoiced (cancelled before it was) keeps no one's name
 * or street, only the city and emirate it went to. Answers how many orders and invoices stay.
 */
export async function forgetShopperOnOrders(tx: Tx, userId: string) {
  const ids = (
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))
  ).map((r) => r.id);
  const invoiced = [...(await invoiceNumbersOf(tx, ids)).keys()];
  const forgotten = { cancelNote: null, zipCode: null, updatedAt: new Date() };
  if (invoiced.length > 0) {
    await tx
      .update(orders)
      .set({
        ...forgotten,
        shippingAddress: sql`${orders.shippingAddress} || '{"mobileno": ""}'::jsonb`,
      })
      .where(and(eq(orders.userId, userId), inArray(orders.id, invoiced)));
  }
  const address = orders.shippingAddress;
  await tx
    .update(orders)
    .set({
      ...forgotten,
      shippingAddress: sql`jsonb_build_object('username', ${ERASED_NAME}::text, 'mobileno', '',
        'buildingNumber', '', 'streetName', '', 'area', '', 'city', ${address}->>'city',
        'emirate', ${address}->>'emirate', 'country', ${address}->>'country', 'pobox', null,
        'savedaddressas', ${address}->>'savedaddressas')`,
    })
    .where(
      invoiced.length > 0
        ? and(eq(orders.userId, userId), notInArray(orders.id, invoiced))
        : eq(orders.userId, userId),
    );
  return { ordersKept: ids.length, invoicesKept: invoiced.length };
}
