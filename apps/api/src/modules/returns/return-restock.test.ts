import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '#db/schema';
import { buildTestApp } from '#test/helper';
import { adminReturnsKit } from './admin-returns-test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof adminReturnsKit>;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  kit = adminReturnsKit(app);
});
afterAll(() => app.close());

async function stockOf(productId: string, color: string, size: string) {
  const rows = await app.db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  return rows.find((v) => v.color === color && v.size === size)?.stock;
}

describe('restock at pickup', () => {
  it.each([
    [true, 2],
    [false, 0],
  ])(
    'restock=%s puts back %i units once, however many confirmations arrive at once',
    async (restock, back) => {
      const { s, p, item, ret } = await kit.requested({ quantity: 2, stock: 10 });
      await kit.walk(ret._id, ['approved_by_shop_owner', 'pickup_scheduled']);
      await kit.sendCode(ret.returnid);
      const code = await kit.codeInNotifications(s.token, ret.returnid, 'return_pickup_code');
      const { color, size } = item.selections;
      const before = await stockOf(p.id, color, size);
      const results = await Promise.all(
        Array.from({ length: 5 }, () =>
          kit.adminPost('/api/admin/returns/verifyOtp', {
            returnid: ret.returnid,
            otp: code,
            restock,
          }),
        ),
      );
      const ok = results.filter((r) => r.statusCode === 200);
      expect(ok).toHaveLength(1);
      expect(ok[0]?.json().return.restocked).toBe(restock);
      for (const r of results.filter((x) => x.statusCode !== 200)) {
        expect([400, 409]).toContain(r.statusCode);
      }
      expect(await stockOf(p.id, color, size)).toBe((before ?? 0) + back);
    },
  );
});
