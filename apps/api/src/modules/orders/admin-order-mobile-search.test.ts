import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, orders } from '#db/schema';
import { buildTestApp } from '#test/helper';
import { adminOrdersKit } from './admin-orders-test-kit';

describe('Manage Orders finds a delivery mobile however it is written, and its name', () => {
  let app: FastifyInstance;
  let kit: ReturnType<typeof adminOrdersKit>;
  let saved: string;
  let typedLoosely: string;
  let other: string;
  beforeAll(async () => {
    app = await buildTestApp({ rateLimitMultiplier: 100 });
    kit = adminOrdersKit(app);
    const s = await kit.shopper();
    // Saved through the address form, which stores '+971527654321'.
    await app.db
      .update(addresses)
      .set({ mobileno: '+971527654321', username: 'Noura Al Hashimi' })
      .where(sql`${addresses.id} = ${s.addressId}`);
    saved = (await kit.place({ shopper: s, payment: 'wallet' })).order._id;
    // An order whose delivery mobile was kept as the shopper typed it (older or imported rows).
    typedLoosely = (await kit.place({ payment: 'wallet' })).order._id;
    await app.db
      .update(orders)
      .set({
        shippingAddress: sql`jsonb_set(${orders.shippingAddress}, '{mobileno}', '"052-765 4321"')`,
      })
      .where(eq(orders.id, typedLoosely));
    other = (await kit.place({ payment: 'wallet' })).order._id;
  });
  afterAll(() => app.close());

  const found = async (q: string) => {
    const res = await kit.list({ q });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ orders: { _id: string }[] }>().orders.map((o) => o._id);
  };

  it.each(['052 765 4321', '0527654321', '+971 52 765 4321', '971527654321', '527654321'])(
    '%s',
    async (q) => {
      const hits = await found(q);
      expect(hits.sort()).toEqual([saved, typedLoosely].sort());
      expect(hits).not.toContain(other);
    },
  );

  it('by the start of the number too', async () => {
    expect((await found('052 765')).sort()).toEqual([saved, typedLoosely].sort());
  });

  it('by the delivery address’s name, whatever the account is called', async () => {
    expect(await found('noura al HASH')).toEqual([saved]);
  });
});
