import { asc, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { products } from '../../db/schema';
import { AppError } from '../../platform/errors';

export interface StockLine {
  productId: string;
  quantity: number;
}

/** One quantity per product (a product bought in two sizes is one stock count), sorted by id. */
function perProduct(lines: readonly StockLine[]): Array<[string, number]> {
  const totals = new Map<string, number>();
  for (const l of lines) totals.set(l.productId, (totals.get(l.productId) ?? 0) + l.quantity);
  return [...totals.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

const valuesList = (rows: Array<[string, number]>) =>
  sql.join(
    rows.map(([id, q]) => sql`(${id}::uuid, ${q}::int)`),
    sql`, `,
  );

/**
 * Takes the lines out of stock inside the caller's transaction, or throws 409 INSUFFICIENT_STOCK
 * for the first short product (the caller's transaction then rolls everything back).
 *
 * The product rows are locked first, in id order, so two checkouts sharing products queue rather
 * than deadlock (the catalogue-version trigger fires only after every row lock is held). The
 * decrement itself is conditional (`stock >= q`), so stock can never go below zero even if a
 * writer skipped the lock.
 */
export async function reserveStock(tx: Tx, lines: readonly StockLine[]): Promise<void> {
  const wanted = perProduct(lines);
  if (wanted.length === 0) return;
  const ids = wanted.map(([id]) => id);
  const current = await tx
    .select({ id: products.id, name: products.name, stock: products.stock })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update');
  const byId = new Map(current.map((p) => [p.id, p]));
  for (const [id, quantity] of wanted) {
    const product = byId.get(id);
    if (!product || product.stock < quantity)
      throw shortOf(product?.name ?? 'item', product?.stock ?? 0);
  }
  const updated = await tx.execute<{ id: string }>(sql`
    UPDATE ${products} AS p SET stock = p.stock - v.q, updated_at = now()
    FROM (VALUES ${valuesList(wanted)}) AS v(id, q)
    WHERE p.id = v.id AND p.stock >= v.q
    RETURNING p.id`);
  if (rowsOf(updated).length !== wanted.length) {
    // Unreachable while every writer takes the row locks above; kept as the last line of defence.
    throw new AppError('conflict', 'Stock changed while placing the order.', 'INSUFFICIENT_STOCK');
  }
}

/** Puts the lines back (a cancelled order); products deleted since are skipped. */
export async function restoreStock(tx: Tx, lines: readonly StockLine[]): Promise<void> {
  const back = perProduct(lines);
  if (back.length === 0) return;
  await tx.execute(sql`
    UPDATE ${products} AS p SET stock = p.stock + v.q, updated_at = now()
    FROM (VALUES ${valuesList(back)}) AS v(id, q)
    WHERE p.id = v.id`);
}

function shortOf(name: string, left: number) {
  return new AppError('conflict', `Only ${left} left of '${name}'`, 'INSUFFICIENT_STOCK');
}
