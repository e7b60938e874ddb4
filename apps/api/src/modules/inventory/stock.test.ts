import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockProducts } from '#modules/catalog';
import { buildTestApp } from '#test/helper';
import { checkoutKit } from '../checkout/checkout-test-kit';
import { reserveStock, restoreStock } from './stock';

let app: FastifyInstance;
let kit: ReturnType<typeof checkoutKit>;

beforeAll(async () => {
  app = await buildTestApp();
  kit = checkoutKit(app);
});
afterAll(() => app.close());

describe('reserveStock / restoreStock', () => {
  it('takes the summed quantity per variant and puts it back', async () => {
    const a = await kit.product({ stock: 5 });
    const b = await kit.product({ stock: 3 });
    const lines = [
      { productId: a.id, color: 'Navy', size: 'M', quantity: 2 },
      { productId: b.id, color: 'Navy', size: 'M', quantity: 3 },
      { productId: a.id, color: 'Navy', size: 'M', quantity: 3 },
    ];
    await app.db.transaction(async (tx) =>
      reserveStock(tx, lines, await lockProducts(tx, [a.id, b.id])),
    );
    expect([await kit.stockOf(a.id), await kit.stockOf(b.id)]).toEqual([0, 0]);
    await app.db.transaction((tx) => restoreStock(tx, lines));
    expect([await kit.stockOf(a.id), await kit.stockOf(b.id)]).toEqual([5, 3]);
  });

  it('a short product throws 409 naming it and what is left, and nothing is taken', async () => {
    const a = await kit.product({ stock: 5 });
    const b = await kit.product({ stock: 2, name: 'Silk Scarf' });
    const attempt = app.db.transaction(async (tx) =>
      reserveStock(
        tx,
        [
          { productId: a.id, color: 'Navy', size: 'M', quantity: 1 },
          { productId: b.id, color: 'Navy', size: 'M', quantity: 3 },
        ],
        await lockProducts(tx, [a.id, b.id]),
      ),
    );
    await expect(attempt).rejects.toMatchObject({
      status: 409,
      code: 'INSUFFICIENT_STOCK',
      message: "Only 2 left of 'Silk Scarf'",
    });
    expect([await kit.stockOf(a.id), await kit.stockOf(b.id)]).toEqual([5, 2]);
  });

  it('does nothing for no lines', async () => {
    await app.db.transaction(async (tx) => {
      await reserveStock(tx, [], []);
      await restoreStock(tx, []);
    });
  });
});
