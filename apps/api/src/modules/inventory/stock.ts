import { sql } from 'drizzle-orm';
import type { Tx } from '#db/client';
import { rowsOf } from '#db/rows';
import { refusal } from '#platform/errors';

/** Units of one variant: a product in one colour and size. */
export interface StockLine {
  productId: string;
  color: string;
  size: string;
  quantity: number;
}

type VariantUnits = [productId: string, color: string, size: string, quantity: number];

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** One quantity per variant, sorted by product id, colour and size (the lock order). */
function perVariant(lines: readonly StockLine[]): VariantUnits[] {
  const totals = new Map<string, VariantUnits>();
  for (const l of lines) {
    const key = `${l.productId}\u0000${l.color}\u0000${l.size}`;
    const entry = totals.get(key);
    if (entry) entry[3] += l.quantity;
    else totals.set(key, [l.productId, l.color, l.size, l.quantity]);
  }
  return [...totals.values()].sort(
    (a, b) => compare(a[0], b[0]) || compare(a[1], b[1]) || compare(a[2], b[2]),
  );
}

const valuesList = (rows: readonly VariantUnits[]) =>
  sql.join(
    rows.map(
      ([id, color, size, q]) => sql`(${id}::uuid, ${color}::text, ${size}::text, ${q}::int)`,
    ),
    sql`, `,
  );

/**
 * Takes the lines out of their variants' stock inside the caller's transaction, or throws 409
 * INSUFFICIENT_STOCK for the first short variant (the caller's transaction then rolls
 * everything back).
 *
 * The caller holds the lines' product rows locked (the catalogue's lockProducts, in id order),
 * and `locked` is what that lock answered: every writer of a product's variants (checkout,
 * cancel, restock, the back office) takes that lock first, so two checkouts sharing products
 * queue rather than deadlock, and the trigger that keeps products.stock the variants' sum
 * (migration 0015) writes rows already held. A short line's refusal names its product by the
 * locked row's name. The decrement itself is conditional (`stock >= q`), so no variant can go
 * below zero even if a writer skipped the lock.
 */
export async function reserveStock(
  tx: Tx,
  lines: readonly StockLine[],
  locked: readonly { id: string; name: string }[],
): Promise<void> {
  const wanted = perVariant(lines);
  if (wanted.length === 0) return;
  // The decrement runs after the locks are held, so it reads the latest committed stock (a
  // stock read joined to the lock statement would keep that statement's older snapshot).
  const updated = rowsOf<{ id: string; color: string; size: string }>(
    await tx.execute(sql`
      UPDATE product_variants AS v SET stock = v.stock - w.q
      FROM (VALUES ${valuesList(wanted)}) AS w(id, color, size, q)
      WHERE v.product_id = w.id AND v.color = w.color AND v.size = w.size AND v.stock >= w.q
      RETURNING v.product_id AS id, v.color, v.size`),
  );
  if (updated.length === wanted.length) return;
  // Short: name the first short variant's product and what is left; the caller's transaction
  // rolls back the lines already taken.
  const done = new Set(updated.map((u) => `${u.id}\u0000${u.color}\u0000${u.size}`));
  const short = wanted.find(([id, color, size]) => !done.has(`${id}\u0000${color}\u0000${size}`));
  const name = locked.find((p) => p.id === short?.[0])?.name ?? 'item';
  const [left] = short
    ? rowsOf<{ stock: number }>(
        await tx.execute(sql`SELECT stock FROM product_variants
          WHERE product_id = ${short[0]}::uuid AND color = ${short[1]} AND size = ${short[2]}`),
      )
    : [];
  throw shortOf(name, left?.stock ?? 0);
}

/**
 * Puts the lines back to their variants (a cancelled order, a restocked return). The caller
 * holds the products' row locks (the catalogue's lockProducts). A product deleted since, or
 * a colour or size it no longer has, is skipped: there is no variant to put the unit on.
 */
export async function restoreStock(tx: Tx, lines: readonly StockLine[]): Promise<void> {
  const back = perVariant(lines);
  if (back.length === 0) return;
  await tx.execute(sql`
    UPDATE product_variants AS v SET stock = v.stock + w.q
    FROM (VALUES ${valuesList(back)}) AS w(id, color, size, q)
    WHERE v.product_id = w.id AND v.color = w.color AND v.size = w.size`);
}

function shortOf(name: string, left: number) {
  return refusal('conflict', 'bag.only_count_left_name', {
    params: { count: left, name },
    code: 'INSUFFICIENT_STOCK',
  });
}
