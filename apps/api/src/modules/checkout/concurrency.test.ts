import type { FastifyInstance } from 'fastify';
import { makeOrderId } from '@store/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#db/schema';
import { buildTestApp } from '#test/helper';
import { countFilteredOrders } from '../orders/admin-order-queries';
import { debitWallet } from '../wallet/wallet-repository';
import { insertOrder } from '../orders/order-repository';
import { checkoutKit } from './checkout-test-kit';

// These run on the embedded database (one transaction at a time) and, with DATABASE_URL, on
// PostgreSQL where the transactions really overlap and only locks and conditional updates help.
let app: FastifyInstance;
let kit: ReturnType<typeof checkoutKit>;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  kit = checkoutKit(app);
});
afterAll(() => app.close());

describe('concurrent checkouts', () => {
  it('20 shoppers racing for 5 items create exactly 5 orders and leave stock at 0', async () => {
    const p = await kit.product({ stock: 5, name: 'Last Abaya' });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => kit.shopper()));
    for (const s of shoppers) await kit.fill(s.userId, p.id, 1);
    const results = await Promise.all(
      shoppers.map((s) => kit.addOrder(s.token, { addressId: s.addressId, paymentMethod: 'COD' })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json()).toMatchObject({
        code: 'INSUFFICIENT_STOCK',
        error: "Only 0 left of 'Last Abaya'",
      });
    }
    expect(await kit.stockOf(p.id)).toBe(0);
  });

  it('shoppers buying overlapping products in different orders do not deadlock', async () => {
    const a = await kit.product({ stock: 100 });
    const b = await kit.product({ stock: 100 });
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => kit.shopper()));
    for (const [i, s] of shoppers.entries()) {
      const [first, second] = i % 2 ? [a, b] : [b, a];
      await kit.fill(s.userId, first.id, 1);
      await kit.fill(s.userId, second.id, 2);
    }
    const results = await Promise.all(
      shoppers.map((s) => kit.addOrder(s.token, { addressId: s.addressId, paymentMethod: 'COD' })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(await kit.stockOf(a.id)).toBe(100 - 12);
    expect(await kit.stockOf(b.id)).toBe(100 - 12);
  });

  it('4 parallel submits of one cart create one order', async () => {
    const s = await kit.shopper();
    const p = await kit.product({ stock: 10 });
    await kit.fill(s.userId, p.id, 2);
    await kit.topUp(s.userId, 50000);
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        kit.addOrder(s.token, { addressId: s.addressId, paymentMethod: 'wallet' }),
      ),
    );
    const created = results.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error).toBe('Your cart is empty.');
    }
    expect(await app.db.select().from(orders).where(eq(orders.userId, s.userId))).toHaveLength(1);
    expect(await kit.stockOf(p.id)).toBe(8);
    const ledger = await kit.ledger(s.userId);
    expect(ledger.rows.filter((r) => r.type === 'debit')).toHaveLength(1);
    expect(ledger.sum).toBe(ledger.balance);
  });

  it('4 parallel submits of one card payment create one order', async () => {
    const s = await kit.shopper();
    const p = await kit.product({ stock: 10 });
    await kit.fill(s.userId, p.id, 1);
    const { paymentIntentId } = await kit.payByCard(s.token);
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        kit.addOrder(s.token, { addressId: s.addressId, paymentMethod: 'online', paymentIntentId }),
      ),
    );
    const ids = new Set(results.map((r) => r.json().order?._id));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    // The others are answered with the order the payment already placed.
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 200)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await kit.stockOf(p.id)).toBe(9);
  });
});

describe('order counters', () => {
  /** An order written the way checkout writes it, in the caller's transaction. */
  const writeOrder = (
    tx: Parameters<typeof insertOrder>[0],
    userId: string,
    productId: string,
    i: number,
  ) =>
    insertOrder(
      tx,
      {
        orderid: makeOrderId(new Date(), `c0ffee${i}`.padEnd(10, '0')),
        userId,
        subtotalFils: 10000,
        vatFils: 500,
        shippingFils: 0,
        totalFils: 10500,
        paymentMethod: 'COD',
        remainingAmountFils: 10500,
        shippingAddress: {
          username: 'Counter Shopper',
          mobileno: '+971501234567',
          buildingNumber: 'Villa 12',
          streetName: 'Al Wasl Road',
          area: 'Jumeirah',
          city: 'Dubai',
          emirate: 'Dubai',
          pobox: null,
          country: 'United Arab Emirates',
          savedaddressas: 'Home',
        },
      },
      [
        {
          productId,
          productid: 'COUNTER-1',
          name: 'Counter Kaftan',
          defaultImg: null,
          priceFils: 10000,
          quantity: 1,
          color: 'Navy',
          size: 'M',
          position: 0,
        },
      ],
    );

  it('orders written in transactions open at the same time neither wait on nor lose a count', async () => {
    const shoppers = await Promise.all(Array.from({ length: 9 }, () => kit.shopper()));
    const { id: productId } = await kit.product();
    const placed = () => countFilteredOrders(app.db, { statuses: ['placed'] });
    const today = () =>
      countFilteredOrders(app.db, {
        statuses: ['placed'],
        since: new Date(Date.now() - 86_400_000),
        until: new Date(Date.now() + 86_400_000),
      });
    const [placedBefore, todayBefore] = [await placed(), await today()];
    if (app.database.kind === 'postgres') {
      // Nine checkouts hold their new order uncommitted at once; a counter row another one holds
      // would make its insert wait, and the lock timeout turns that wait into an error.
      let written = 0;
      let allWritten: () => void = () => undefined;
      const together = new Promise<void>((resolve) => (allWritten = resolve));
      const arrive = () => {
        written += 1;
        if (written === shoppers.length) allWritten();
      };
      const outcomes = await Promise.allSettled(
        shoppers.map((s, i) =>
          app.db.transaction(async (tx) => {
            await tx.execute(sql`SET LOCAL lock_timeout = '2s'`);
            try {
              await writeOrder(tx, s.userId, productId, i);
            } finally {
              arrive();
            }
            await together;
          }),
        ),
      );
      expect(outcomes.filter((o) => o.status === 'rejected').map((o) => String(o.reason))).toEqual(
        [],
      );
    } else {
      // The embedded database runs one transaction at a time: the counts must still add up.
      for (const [i, s] of shoppers.entries()) {
        await app.db.transaction((tx) => writeOrder(tx, s.userId, productId, i));
      }
    }
    expect(await placed()).toBe(placedBefore + shoppers.length);
    expect(await today()).toBe(todayBefore + shoppers.length);
  });
});

describe('concurrent wallet payments', () => {
  it('10 parallel debits never take the balance below 0 and the ledger sums to it', async () => {
    const s = await kit.shopper();
    await kit.topUp(s.userId, 35000);
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        app.db.transaction((tx) =>
          debitWallet(tx, {
            userId: s.userId,
            amountFils: 10000,
            reference: `test-debit:${s.userId}:${i}`,
            note: 'Parallel debit',
          }),
        ),
      ),
    );
    const ok = attempts.filter((a) => a.status === 'fulfilled');
    expect(ok).toHaveLength(3);
    for (const a of attempts) {
      if (a.status === 'rejected')
        expect(String(a.reason)).toContain('Wallet balance is insufficient');
    }
    const ledger = await kit.ledger(s.userId);
    expect(ledger.balance).toBe(5000);
    expect(ledger.sum).toBe(ledger.balance);
    expect(Math.min(...ledger.rows.map((r) => r.balanceAfterFils))).toBeGreaterThanOrEqual(0);
  });

  it('10 parallel wallet checkouts by one shopper with refilled carts stay consistent', async () => {
    const s = await kit.shopper();
    const p = await kit.product({ stock: 50, priceFils: 10000 });
    await kit.topUp(s.userId, 25000);
    // Each checkout empties the cart; racing refills and submits is what a busy shopper does.
    const results = await Promise.all(
      Array.from({ length: 10 }, async () => {
        await kit.fill(s.userId, p.id, 1).catch(() => undefined);
        return kit.addOrder(s.token, { addressId: s.addressId, paymentMethod: 'wallet' });
      }),
    );
    expect(results.every((r) => [201, 400, 409].includes(r.statusCode))).toBe(true);
    const ledger = await kit.ledger(s.userId);
    expect(ledger.balance).toBeGreaterThanOrEqual(0);
    expect(ledger.sum).toBe(ledger.balance);
    const placed = await app.db.select().from(orders).where(eq(orders.userId, s.userId));
    const paidFromWallet = placed.reduce((sum, o) => sum + o.walletAmountFils, 0);
    expect(25000 - paidFromWallet).toBe(ledger.balance);
    expect(await kit.stockOf(p.id)).toBe(50 - placed.length);
  });
});
