import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { cartLines } from '#db/schema';
import { productsOfLines, variantStock as catalogVariantStock } from '#modules/catalog';

/** Either the app's handle or an open transaction: checkout calls these inside its own. */
type Handle = Db | Tx;

export interface CartSelection {
  color: string;
  size: string;
}

export async function clearCart(tx: Handle, userId: string): Promise<void> {
  await tx.delete(cartLines).where(eq(cartLines.userId, userId));
}

/**
 * Lines with the product fields the bag shows and checkout prices, oldest first so rows keep
 * their place. `stock` is the line's variant's (0 when the product no longer has its colour or
 * size). The catalogue answers for all the lines' products at once.
 */
export async function listCartLines(db: Handle, userId: string) {
  const lines = await db
    .select({
      lineId: cartLines.id,
      productId: cartLines.productId,
      color: cartLines.color,
      size: cartLines.size,
      quantity: cartLines.quantity,
    })
    .from(cartLines)
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  const catalog = await productsOfLines(db, lines);
  return lines.flatMap((line) => {
    const product = catalog.products.get(line.productId);
    return product ? [{ ...line, ...product, stock: catalog.stockOf(line) }] : [];
  });
}

export type CartLineRow = Awaited<ReturnType<typeof listCartLines>>[number];

const lineKey = (userId: string, productId: string, s: CartSelection) =>
  and(
    eq(cartLines.userId, userId),
    eq(cartLines.productId, productId),
    eq(cartLines.color, s.color),
    eq(cartLines.size, s.size),
  );

/**
 * Inserts the line with `first`, or sets an existing one's quantity to `added` (when `onlyIf`
 * holds). Answers the stored quantity; undefined when `onlyIf` kept the line as it was.
 */
async function upsertLine(
  db: Handle,
  line: { userId: string; productId: string } & CartSelection,
  first: number,
  added: SQL,
  onlyIf?: SQL,
): Promise<number | undefined> {
  const [row] = await db
    .insert(cartLines)
    .values({ ...line, quantity: first })
    .onConflictDoUpdate({
      target: [cartLines.userId, cartLines.productId, cartLines.color, cartLines.size],
      set: { quantity: added, updatedAt: new Date() },
      ...(onlyIf ? { setWhere: onlyIf } : {}),
    })
    .returning({ stored: cartLines.quantity });
  return row?.stored;
}

/**
 * Adds `quantity` to the line, creating it, never above `stock`. Returns the stored quantity and
 * whether the cap cut the sum. Most adds stay within the stock: one statement does those, as the
 * upsert locks the line and adds to its latest quantity. An add the cap would cut is done again
 * in a transaction that locks the line first, so `capped` is exact even under concurrent adds.
 */
export async function addToLine(
  db: Db,
  userId: string,
  productId: string,
  selection: CartSelection,
  quantity: number,
  stock: number,
): Promise<{ stored: number; capped: boolean }> {
  const line = { userId, productId, ...selection };
  if (quantity <= stock) {
    const sum = sql`${cartLines.quantity} + ${quantity}`;
    const stored = await upsertLine(db, line, quantity, sum, sql`${sum} <= ${stock}`);
    if (stored !== undefined) return { stored, capped: false };
  }
  return db.transaction(async (tx) => {
    // The capped add: the line is locked first so two adds of it see each other's quantity.
    const [existing] = await tx
      .select({ quantity: cartLines.quantity })
      .from(cartLines)
      .where(lineKey(userId, productId, selection))
      .for('update');
    const wanted = (existing?.quantity ?? 0) + quantity;
    const capped = sql`LEAST(${cartLines.quantity} + ${quantity}, ${stock})`;
    const stored = (await upsertLine(tx, line, Math.min(quantity, stock), capped)) ?? 0;
    return { stored, capped: stored < wanted };
  });
}

/** Sets the quantity of the matching lines (one, or every line of the product); the count set. */
export async function setQuantity(
  db: Handle,
  userId: string,
  productId: string,
  selection: CartSelection | undefined,
  quantity: number,
): Promise<number> {
  const where = selection
    ? lineKey(userId, productId, selection)
    : and(eq(cartLines.userId, userId), eq(cartLines.productId, productId));
  const rows = await db
    .update(cartLines)
    .set({ quantity, updatedAt: new Date() })
    .where(where)
    .returning({ id: cartLines.id });
  return rows.length;
}

/** Removes the matching lines (one, or every line of the product); the count removed. */
export async function removeLines(
  db: Handle,
  userId: string,
  productId: string,
  selection: CartSelection | undefined,
): Promise<number> {
  const where = selection
    ? lineKey(userId, productId, selection)
    : and(eq(cartLines.userId, userId), eq(cartLines.productId, productId));
  const rows = await db.delete(cartLines).where(where).returning({ id: cartLines.id });
  // The bag changed: the lines left say when, so its reminder waits from now (idle-bags.ts).
  if (rows.length > 0) {
    await db.update(cartLines).set({ updatedAt: new Date() }).where(eq(cartLines.userId, userId));
  }
  return rows.length;
}

/** Removes the shopper's lines of these products in these colours and sizes (what an order bought). */
export async function removeBought(
  tx: Handle,
  userId: string,
  lines: readonly ({ productId: string } & CartSelection)[],
): Promise<void> {
  if (lines.length === 0) return;
  await tx.delete(cartLines).where(or(...lines.map((l) => lineKey(userId, l.productId, l))));
}

/** The stock of one colour and size of a product; 0 when it has no such variant. */
export const variantStock = (db: Handle, productId: string, selection: CartSelection) =>
  catalogVariantStock(db, { productId, ...selection });
