import type { ReturnStatus } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '#test/admin-token';
import { buildTestApp } from '#test/helper';
import { bearer } from '../auth/test-users';
import { debitWallet } from '../wallet/wallet-repository';
import { adminReturnsKit } from './admin-returns-test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof adminReturnsKit>;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  kit = adminReturnsKit(app);
});
afterAll(() => app.close());
afterEach(() => {
  app.clock.now = () => new Date();
});

const TO_PICKUP: ReturnStatus[] = ['approved_by_shop_owner', 'pickup_scheduled'];
/** The largest balance the wallet's integer column holds, in fils. */
const INT_MAX = 2_147_483_647;

/** A save_to_wallet return at pickup_scheduled with a pickup code sent; answers the code. */
async function atPickup(priceFils = 5000, quantity = 1) {
  const placed = await kit.requested({ returntype: 'save_to_wallet', priceFils, quantity });
  await kit.walk(placed.ret._id, TO_PICKUP);
  expect((await kit.sendCode(placed.ret._id)).statusCode).toBe(200);
  const code = await kit.codeInNotifications(
    placed.s.token,
    placed.ret.returnid,
    'return_pickup_code',
  );
  return { ...placed, code };
}

const returnCredits = async (userId: string) =>
  (await kit.ledger(userId)).rows.filter((r) => r.reference.startsWith('return-credit:'));

describe('the pickup code credits a save_to_wallet return', () => {
  it.each<[number, number, number]>([
    // 33.33 x 3 = 99.99; + 5 % = 104.9895 -> 104.98
    [3333, 3, 10498],
    // 0.01 + 5 % = 0.0105 -> 0.01
    [1, 1, 1],
    // 0.19 + 5 % = 0.1995 -> 0.19
    [19, 1, 19],
    // 0.20 + 5 % = 0.21 exactly
    [20, 1, 21],
    // 499.99 x 2 = 999.98; + 5 % = 1049.979 -> 1049.97
    [49999, 2, 104997],
  ])('price %i fils x %i -> %i fils, rounded down', async (priceFils, quantity, credited) => {
    const { s, ret, code } = await atPickup(priceFils, quantity);
    const res = await kit.verify(ret._id, code);
    expect(res.json()).toMatchObject({
      success: true,
      creditFailed: false,
      return: { status: 'wallet_credited', creditedAmount: credited / 100 },
    });
    const ledger = await kit.ledger(s.userId);
    expect(ledger.balance).toBe(credited);
    expect(ledger.sum).toBe(credited);
    const { wallet } = (await kit.get(s.token, '/api/auth/wallet/getWallet')).json();
    expect(wallet.balance).toBe(credited / 100);
    expect(wallet.transactions[0]).toMatchObject({
      type: 'credit',
      amount: credited / 100,
      note: `Refund for return ${ret.returnid}`,
    });
    const mine = await kit.get(s.token, `/api/order/returns/${ret._id}`);
    expect(mine.json().return.status).toBe('wallet_credited');
  });
});

describe('POST /api/admin/wallet/credit', () => {
  it('answers alreadyWalletCredited once the code credited, with the server’s amount', async () => {
    const { s, ret, code } = await atPickup(4000, 2);
    const early = await kit.credit(ret._id, 1);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'NOT_PICKED_UP',
      error: 'The wallet is credited once the return is picked up',
    });
    await kit.verify(ret._id, code);
    const again = await kit.credit(ret.returnid, 99_999);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      success: true,
      alreadyWalletCredited: true,
      amount: 84,
      return: { status: 'wallet_credited' },
    });
    expect((await kit.ledger(s.userId)).balance).toBe(8400);
  });

  it('credits a picked-up replacement whose product is gone, once, instead of shipping it', async () => {
    const { s, p, ret } = await kit.requested({ returntype: 'replacement', priceFils: 5000 });
    await kit.walk(ret._id, [...TO_PICKUP, 'picked_up']);
    const gone = await app.inject({
      method: 'DELETE',
      url: '/api/admin/products/delete-product',
      headers: bearer(await adminToken(app)),
      payload: { productId: p.id },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    const ship = await kit.status(ret._id, 'replacement_shipped');
    expect(ship.json().code).toBe('PRODUCT_GONE');
    const res = await kit.credit(ret.returnid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      alreadyWalletCredited: false,
      amount: 52.5,
      return: { status: 'wallet_credited' },
    });
    expect((await kit.credit(ret.returnid)).json().alreadyWalletCredited).toBe(true);
    expect(await returnCredits(s.userId)).toHaveLength(1);
    expect((await kit.ledger(s.userId)).balance).toBe(5250);
  });

  it('refuses to credit a replacement already shipped (409)', async () => {
    const { s, ret } = await kit.requested({ returntype: 'replacement' });
    await kit.walk(ret._id, [...TO_PICKUP, 'picked_up', 'replacement_shipped']);
    const res = await kit.credit(ret._id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NOT_WALLET_RETURN');
    expect(await returnCredits(s.userId)).toHaveLength(0);
  });

  it('10 parallel calls, code verifies and credits mixed, credit once', async () => {
    const { s, ret, code } = await atPickup(3333, 3);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 ? kit.credit(ret._id, 1_000_000) : kit.verify(ret._id, code),
      ),
    );
    const verifies = results.filter((_, i) => i % 2 === 0);
    const credits = results.filter((_, i) => i % 2 === 1);
    expect(verifies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of credits) {
      if (r.statusCode === 200) expect(r.json().alreadyWalletCredited).toBe(true);
      else expect(r.json().code).toBe('NOT_PICKED_UP');
    }
    expect(await returnCredits(s.userId)).toHaveLength(1);
    const ledger = await kit.ledger(s.userId);
    expect(ledger.balance).toBe(10498);
    expect(ledger.sum).toBe(ledger.balance);
  });

  it('keeps the pickup when the credit fails, says so, and credits once on the retries', async () => {
    const { s, ret, code } = await atPickup(5000, 1);
    // A wallet the integer column cannot grow by 52.50: the database refuses the credit.
    await kit.topUp(s.userId, INT_MAX - 1000);
    const verified = await kit.verify(ret._id, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      success: true,
      message: 'OTP verified but wallet credit failed. Please try again.',
      creditFailed: true,
      return: { status: 'picked_up', creditedAmount: null },
    });
    expect(await returnCredits(s.userId)).toEqual([]);
    expect((await kit.verify(ret._id, code)).statusCode).toBe(409);

    await app.db.transaction((tx) =>
      debitWallet(tx, {
        userId: s.userId,
        amountFils: 1_000_000,
        reference: `test-spend:${ret._id}`,
        note: 'Test spend',
      }),
    );
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 ? kit.credit(ret._id) : kit.credit(ret.returnid, 5),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const fresh = results.filter((r) => r.json().alreadyWalletCredited === false);
    expect(fresh).toHaveLength(1);
    expect(fresh[0]?.json()).toMatchObject({ amount: 52.5, return: { status: 'wallet_credited' } });
    expect(await returnCredits(s.userId)).toMatchObject([{ amountFils: 5250 }]);
    const ledger = await kit.ledger(s.userId);
    expect(ledger.balance).toBe(INT_MAX - 1000 - 1_000_000 + 5250);
    expect(ledger.sum).toBe(ledger.balance);
  });
});
