import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '#db/rows';

/** Products whose `stock` is not the sum of their variants' (none, while migration 0015 holds). */
export async function productsOffTheirSum(app: FastifyInstance): Promise<string[]> {
  const rows = rowsOf<{ productid: string }>(
    await app.db.execute(sql`SELECT p.productid FROM products p
      WHERE p.stock <> coalesce((SELECT sum(v.stock) FROM product_variants v WHERE v.product_id = p.id), 0)`),
  );
  return rows.map((r) => r.productid);
}
