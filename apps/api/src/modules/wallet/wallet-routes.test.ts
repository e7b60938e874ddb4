import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { bearer } from '../auth/test-users';
import { checkoutKit } from '../checkout/checkout-test-kit';
import { tryLockWallet } from './wallet-repository';

let app: FastifyInstance;
let kit: ReturnType<typeof checkoutKit>;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  kit = checkoutKit(app);
});
afterAll(() => app.close());

const getWallet = (token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/wallet/getWallet', headers: bearer(token) });

/** A shopper with AED 105.00 (2 x 50.00 + VAT, free shipping) in the cart and `balance` fils. */
async function ready(balance: number) {
  const s = await kit.shopper();
  const p = await kit.product({ priceFils: 5000 });
  await kit.fill(s.userId, p.id, 2);
  if (balance > 0) await kit.topUp(s.userId, balance);
  return { s, p };
}

describe('GET /api/auth/wallet/getWallet', () => {
  it('is empty without a wallet, and guests get 401', async () => {
    const s = await kit.shopper();
    const res = await getWallet(s.token);
    expect(res.json()).toEqual({
      success: true,
      wallet: {
        balance: 0,
        currency: 'AED',
        lastUpdated: null,
        transactions: [],
        totalTransactions: 0,
      },
    });
    const guest = await app.inject({ method: 'GET', url: '/api/auth/wallet/getWallet' });
    expect(guest.statusCode).toBe(401);
  });

  it('lists the 10 newest movements with the total count', async () => {
    const s = await kit.shopper();
    for (let i = 1; i <= 12; i += 1) await kit.topUp(s.userId, i * 100);
    const { wallet } = (await getWallet(s.token)).json();
    expect(wallet.balance).toBe(78);
    expect(wallet.totalTransactions).toBe(12);
    expect(wallet.transactions).toHaveLength(10);
    expect(wallet.transactions[0]).toEqual({
      _id: expect.any(String),
      amount: 12,
      orderid: null,
      productid: null,
      date: expect.any(String),
      type: 'credit',
      note: 'Test top-up',
      status: 'completed',
      remainingAmount: 0,
    });
  });
});

describe('paying with the wallet', () => {
  it('in full when the balance covers the total', async () => {
    const { s } = await ready(20000);
    const res = await kit.addOrder(s.token, {
      addressId: s.addressId,
      paymentMethod: 'wallet_partial',
    });
    expect(res.statusCode).toBe(201);
    const { order } = res.json();
    expect(order).toMatchObject({
      paymentMethod: 'wallet',
      isPaid: true,
      amountPaidFromWallet: 105,
      paymentDetails: { status: 'completed', walletAmount: 105, remainingAmount: 0 },
    });
    const { wallet } = (await getWallet(s.token)).json();
    expect(wallet.balance).toBe(95);
    expect(wallet.transactions[0]).toMatchObject({
      type: 'debit',
      amount: 105,
      orderid: order.orderid,
      note: `Payment for order ${order.orderid}`,
      remainingAmount: 0,
    });
    const view = await kit.post(s.token, '/api/auth/wallet/process-wallet-payment', {
      orderid: order.orderid,
      orderTotalAmt: 1,
    });
    expect(view.json()).toEqual({
      success: true,
      newBalance: 95,
      amountPaidFromWallet: 105,
      remainingAmount: 0,
      paymentMethod: 'wallet',
    });
    const ledger = await kit.ledger(s.userId);
    expect(ledger.sum).toBe(ledger.balance);
  });

  it('in part, showing the remainder to collect on delivery', async () => {
    const { s } = await ready(4000);
    const res = await kit.addOrder(s.token, { addressId: s.addressId, paymentMethod: 'wallet' });
    expect(res.json().order).toMatchObject({
      paymentMethod: 'wallet_partial',
      isPaid: false,
      amountPaidFromWallet: 40,
      paymentDetails: { status: 'partial', walletAmount: 40, remainingAmount: 65 },
    });
    // Calling the wallet step again and again moves no money.
    for (let i = 0; i < 2; i += 1) {
      const view = await kit.post(s.token, '/api/auth/wallet/process-wallet-payment', {
        orderid: res.json().order._id,
      });
      expect(view.json()).toEqual({
        success: true,
        newBalance: 0,
        amountPaidFromWallet: 40,
        remainingAmount: 65,
        paymentMethod: 'wallet_partial',
      });
    }
    const ledger = await kit.ledger(s.userId);
    expect(ledger).toMatchObject({ balance: 0, sum: 0 });
    expect(ledger.rows).toHaveLength(2);
  });

  it('refuses a zero balance and changes nothing', async () => {
    const { s, p } = await ready(0);
    const res = await kit.addOrder(s.token, { addressId: s.addressId, paymentMethod: 'wallet' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Wallet balance is insufficient');
    expect(await kit.stockOf(p.id)).toBe(10);
  });
});

describe('POST /api/auth/wallet/process-wallet-payment', () => {
  it("404 for unknown or another shopper's order, PAYMENT_FAILED for a non-wallet order", async () => {
    const { s } = await ready(0);
    const cod = await kit.addOrder(s.token, { addressId: s.addressId, paymentMethod: 'COD' });
    const other = await kit.shopper();
    const theirs = await kit.post(other.token, '/api/auth/wallet/process-wallet-payment', {
      orderid: cod.json().order.orderid,
    });
    expect(theirs.statusCode).toBe(404);
    const unknown = await kit.post(s.token, '/api/auth/wallet/process-wallet-payment', {
      orderid: 'SH-NOPE',
    });
    expect(unknown.statusCode).toBe(404);
    const notWallet = await kit.post(s.token, '/api/auth/wallet/process-wallet-payment', {
      orderid: cod.json().order.orderid,
    });
    expect(notWallet.statusCode).toBe(400);
    expect(notWallet.json().code).toBe('PAYMENT_FAILED');
    const guest = await app.inject({
      method: 'POST',
      url: '/api/auth/wallet/process-wallet-payment',
      payload: { orderid: 'x' },
    });
    expect(guest.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers PAYMENT_IN_PROGRESS while another wallet operation holds the lock', async () => {
    const { s } = await ready(20000);
    const placed = await kit.addOrder(s.token, { addressId: s.addressId, paymentMethod: 'wallet' });
    const call = () =>
      kit.post(s.token, '/api/auth/wallet/process-wallet-payment', {
        orderid: placed.json().order.orderid,
      });
    if (app.database.kind === 'postgres') {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked: () => void = () => undefined;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = app.db.transaction(async (tx) => {
        expect(await tryLockWallet(tx, s.userId)).toBe(true);
        locked();
        await held;
      });
      await isLocked;
      const busy = await call();
      release();
      await holder;
      expect(busy.statusCode).toBe(409);
      expect(busy.json().code).toBe('PAYMENT_IN_PROGRESS');
    }
    // The embedded database runs one transaction at a time, so there the lock is never contended.
    expect((await call()).statusCode).toBe(200);
  });
});
