// The checkout bench's shoppers: registered through the API, each with an address, a full wallet
// and a product nobody else buys, checking out as a shopper's browser does.
import type { Cart } from '@store/domain/contract';
import type pg from 'pg';

export interface Shopper {
  token: string;
  addressId: string;
  product: { productid: string; color: string; size: string };
}

/**
 * How a checkout shows the bag before it places the order: not at all (add to bag, place the
 * order), by reading it (`code: null`), or by typing a code, which answers the bag priced with
 * it. `promotions` is how many promotions the bag must show: a bag that shows another number
 * stops the bench, since it would not measure what it says.
 */
export interface BagStep {
  code: string | null;
  promotions: number;
}

/** Milliseconds each request of one checkout took (`bag`: 0 without a bag step). */
export interface CheckoutTimes {
  add: number;
  bag: number;
  place: number;
  total: number;
}

export function shoppersOf(base: string) {
  async function call(token: string, method: 'GET' | 'POST', url: string, body?: unknown) {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${url} answered ${res.status}: ${text}`);
    return JSON.parse(text) as unknown;
  }

  /** Registers shopper i with an address, a full wallet and a product nobody else buys. */
  async function prepareShopper(
    db: pg.Client,
    i: number,
    product: Shopper['product'],
  ): Promise<Shopper> {
    const res = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullname: `Bench Shopper ${i}`,
        email: `bench${i}@example.ae`,
        password: 'bench-password',
      }),
    });
    const { token, user } = (await res.json()) as { token: string; user: { _id: string } };
    const address = await db.query<{ id: string }>(
      `INSERT INTO addresses (user_id, username, mobileno, building_number, street_name, area,
         savedaddressas, is_default)
       VALUES ($1, $2, '+971501234567', 'Villa 12', 'Al Wasl Road', 'Jumeirah', 'Home', true)
       RETURNING id`,
      [user._id, `Bench Shopper ${i}`],
    );
    await db.query(
      `INSERT INTO wallets (user_id, balance_fils) VALUES ($1, 1000000000)
       ON CONFLICT (user_id) DO UPDATE SET balance_fils = 1000000000`,
      [user._id],
    );
    return { token, addressId: address.rows[0]?.id as string, product };
  }

  /**
   * One checkout: add one unit to the bag, show the bag (see `BagStep`), place the order paid by
   * wallet. With a bag step the order is placed for the total the bag showed, as the storefront's
   * checkout sends it.
   */
  async function checkout(s: Shopper, step?: BagStep): Promise<CheckoutTimes> {
    const t0 = performance.now();
    await call(s.token, 'POST', '/api/cart/addCartProduct', {
      productid: s.product.productid,
      quantity: 1,
      selections: { color: s.product.color, size: s.product.size },
    });
    const t1 = performance.now();
    let expectedTotal: number | undefined;
    if (step) {
      const bag = (await (step.code === null
        ? call(s.token, 'GET', '/api/cart/')
        : call(s.token, 'POST', '/api/cart/code', { code: step.code }))) as Cart;
      if (bag.promotions.length !== step.promotions) {
        throw new Error(
          `the bag shows ${bag.promotions.length} promotions, not ${step.promotions}: ` +
            JSON.stringify(bag.promotions),
        );
      }
      expectedTotal = bag.totals.totalCostwithVAT;
    }
    const t2 = performance.now();
    await call(s.token, 'POST', '/api/order/addOrder', {
      addressId: s.addressId,
      paymentMethod: 'wallet',
      ...(expectedTotal === undefined ? {} : { expectedTotal }),
    });
    const t3 = performance.now();
    return { add: t1 - t0, bag: t2 - t1, place: t3 - t2, total: t3 - t0 };
  }

  return { prepareShopper, checkout };
}
