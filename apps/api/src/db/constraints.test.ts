import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { fixtureProduct, seedProducts } from '#test/fixtures';
import { cartLines, products, productVariants, users, wallets } from './schema';

/** The database itself refuses what would break the store's promises, whatever the code does. */
describe('database constraints', () => {
  let app: FastifyInstance;
  let userId: string;
  let productId: string;
  beforeAll(async () => {
    app = await buildTestApp();
    const [user] = await app.db
      .insert(users)
      .values({ fullname: 'Sara', email: 'Sara@Example.com', passwordHash: 'x' })
      .returning();
    userId = user!.id;
    productId = (await seedProducts(app, [fixtureProduct({ productid: 'DB-1' })])).get('DB-1')!;
  });
  afterAll(() => app.close());

  const refuses = (work: () => Promise<unknown>) => expect(work()).rejects.toThrow();

  it('keeps emails unique ignoring case', async () => {
    await refuses(() =>
      app.db.insert(users).values({ fullname: 'Other', email: 'sara@EXAMPLE.com' }),
    );
  });

  it('keeps stock from going below zero, per variant and in total', async () => {
    const stockOf = async () => {
      const [row] = await app.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, productId));
      return row?.stock;
    };
    const total = await stockOf();
    const variants = await app.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.productId, productId));
    const fewest = Math.min(...variants.map((v) => v.stock));
    expect(fewest).toBeGreaterThan(0);
    await refuses(() =>
      app.db
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} - ${fewest + 1}` })
        .where(eq(productVariants.productId, productId)),
    );
    await refuses(() =>
      app.db
        .update(products)
        .set({ stock: sql`${products.stock} - ${(total ?? 0) + 1}` })
        .where(eq(products.id, productId)),
    );
    expect(await stockOf()).toBe(total);
  });

  it('keeps wallet balances from going below zero', async () => {
    await app.db.insert(wallets).values({ userId, balanceFils: 500 });
    await refuses(() =>
      app.db.update(wallets).set({ balanceFils: -1 }).where(eq(wallets.userId, userId)),
    );
  });

  it('refuses a cart line for an unknown product or a quantity below 1', async () => {
    await refuses(() =>
      app.db.insert(cartLines).values({ userId, productId, color: 'Navy', size: 'M', quantity: 0 }),
    );
    await refuses(() =>
      app.db.insert(cartLines).values({
        userId,
        productId: '00000000-0000-4000-8000-000000000000',
        color: 'Navy',
        size: 'M',
        quantity: 1,
      }),
    );
  });

  it('refuses an unknown gender and a discount over 100', async () => {
    await refuses(() => seedProducts(app, [fixtureProduct({ gender: 'aliens' as 'men' })]));
    await refuses(() => seedProducts(app, [fixtureProduct({ discount: 101 })]));
  });
});
