import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { advanceReturnStatus } from './return-status-service';
import { returnsKit } from './returns-test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof returnsKit>;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  kit = returnsKit(app);
});
afterAll(() => app.close());
afterEach(() => {
  app.clock.now = () => new Date();
});

/** A requested return of `quantity` items priced `priceFils`, of the given type. */
async function requested(returntype: string, priceFils = 5000, quantity = 1) {
  const placed = await kit.delivered({ priceFils, quantity: Math.max(quantity, 2) });
  kit.afterDelivery(60_000);
  const res = await kit.requestReturn(placed.s.token, kit.body(placed, { returntype, quantity }));
  if (res.statusCode !== 201) throw new Error(res.body);
  return { ...placed, ret: res.json().return as { _id: string; returnid: string } };
}

const toPickup = async (id: string) => {
  await advanceReturnStatus(app, id, 'approved_by_shop_owner');
  await advanceReturnStatus(app, id, 'pickup_scheduled');
};

describe('advanceReturnStatus', () => {
  it('walks a replacement to delivered, stamping updatedAt with the clock', async () => {
    const { ret } = await requested('replacement');
    await toPickup(ret._id);
    await advanceReturnStatus(app, ret._id, 'picked_up');
    const shipped = await advanceReturnStatus(app, ret._id, 'replacement_shipped');
    expect(shipped.status).toBe('replacement_shipped');
    const at = kit.afterDelivery(86_400_000);
    const done = await advanceReturnStatus(app, ret._id, 'delivered');
    expect(done).toMatchObject({ status: 'delivered', updatedAt: at.toISOString() });
  });

  it('credits a save_to_wallet return once on pickup: price x quantity + 5 %, rounded down', async () => {
    // 33.33 x 3 = 99.99; + 5 % = 104.9895 -> 104.98 (10498 fils).
    const { s, ret } = await requested('save_to_wallet', 3333, 3);
    await toPickup(ret._id);
    const credited = await advanceReturnStatus(app, ret._id, 'picked_up');
    expect(credited.status).toBe('wallet_credited');
    await expect(advanceReturnStatus(app, ret._id, 'picked_up')).rejects.toMatchObject({
      status: 409,
      message: 'Cannot move a return from wallet_credited to picked_up',
    });
    await expect(advanceReturnStatus(app, ret._id, 'wallet_credited')).rejects.toMatchObject({
      status: 409,
    });
    const ledger = await kit.ledger(s.userId);
    expect(ledger.balance).toBe(10498);
    expect(ledger.rows).toMatchObject([
      {
        type: 'credit',
        amountFils: 10498,
        reference: `return-credit:${ret._id}`,
        returnId: ret._id,
        note: `Refund for return ${ret.returnid}`,
      },
    ]);
    const { wallet } = (await kit.get(s.token, '/api/auth/wallet/getWallet')).json();
    expect(wallet).toMatchObject({ balance: 104.98, totalTransactions: 1 });
    expect(wallet.transactions[0]).toMatchObject({ type: 'credit', amount: 104.98 });
  });

  it('credits once when two pickups race', async () => {
    const { s, ret } = await requested('save_to_wallet', 1000, 2);
    await toPickup(ret._id);
    const results = await Promise.allSettled([
      advanceReturnStatus(app, ret._id, 'picked_up'),
      advanceReturnStatus(app, ret._id, 'picked_up'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await kit.ledger(s.userId)).balance).toBe(2100);
  });

  it.each<[string, string[], string]>([
    ['replacement', [], 'picked_up'],
    ['replacement', [], 'wallet_credited'],
    [
      'replacement',
      ['approved_by_shop_owner', 'pickup_scheduled', 'picked_up', 'replacement_shipped'],
      'wallet_credited',
    ],
    ['save_to_wallet', ['approved_by_shop_owner', 'pickup_scheduled'], 'replacement_shipped'],
    ['save_to_wallet', ['rejected'], 'approved_by_shop_owner'],
  ])('refuses a %s return going %j then to %s', async (type, path, to) => {
    const { ret } = await requested(type);
    for (const step of path) await advanceReturnStatus(app, ret._id, step as never);
    await expect(advanceReturnStatus(app, ret._id, to as never)).rejects.toMatchObject({
      status: 409,
      code: 'INVALID_TRANSITION',
    });
  });

  it('404 for an unknown return', async () => {
    await expect(
      advanceReturnStatus(app, '00000000-0000-4000-8000-000000000000', 'rejected'),
    ).rejects.toMatchObject({ status: 404 });
    await expect(advanceReturnStatus(app, 'RT-NOPE', 'rejected')).rejects.toMatchObject({
      status: 404,
    });
  });
});
