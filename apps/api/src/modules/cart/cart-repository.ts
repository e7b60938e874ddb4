import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { cartLines, products } from '../../db/schema';

/** Either the app's handle or an open transaction: checkout calls these inside its own. */
type Handle = Db | Tx;

export interface CartSelection {
  color: string;
  size: string;
}

export interface CheckoutLine extends CartSelection {
  productId: string;
  quantity: number;
}

/** The shopper's lines in the order they were added, for checkout to price and reserve. */
export async function cartLinesForCheckout(tx: Handle, userId: string): Promise<CheckoutLine[]> {
  return tx
    .select({
      productId: cartLines.productId,
      color: cartLines.color,
      size: cartLines.size,
      quantity: cartLines.quantity,
    })
    .from(cartLines)
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}

export async function clearCart(tx: Handle, userId: string): Promise<void> {
  await tx.delete(cartLines).where(eq(cartLines.userId, userId));
}

/** Lines with the product fields the bag shows, oldest first so rows keep their place. */
export async function listCartLines(db: Handle, userId: string) {
  return db
    .select({
      lineId: cartLines.id,
      productId: cartLines.productId,
      color: cartLines.color,
      size: cartLines.size,
      quantity: cartLines.quantity,
      productCode: products.productid,
      name: products.name,
      brand: products.brand,
      priceFils: products.priceFils,
      originalPriceFils: products.originalPriceFils,
      stock: products.stock,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
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
 * Adds `quantity` to the line, creating it, never above `stock`. The line is locked first so
 * two adds of the same line see each other's quantity; the upsert covers a line another request
 * creates meanwhile. Returns the stored quantity and whether the cap cut the sum.
 */
export async function addToLine(
  tx: Tx,
  userId: string,
  productId: string,
  selection: CartSelection,
  quantity: number,
  stock: number,
): Promise<{ stored: number; capped: boolean }> {
  const [existing] = await tx
    .select({ quantity: cartLines.quantity })
    .from(cartLines)
    .where(lineKey(userId, productId, selection))
    .for('update');
  const wanted = (existing?.quantity ?? 0) + quantity;
  const [row] = await tx
    .insert(cartLines)
    .values({ userId, productId, ...selection, quantity: Math.min(quantity, stock) })
    .onConflictDoUpdate({
      target: [cartLines.userId, cartLines.productId, cartLines.color, cartLines.size],
      set: {
        quantity: sql`LEAST(${cartLines.quantity} + ${quantity}, ${stock})`,
        updatedAt: new Date(),
      },
    })
    .returning({ stored: cartLines.quantity });
  const stored = row?.stored ?? 0;
  return { stored, capped: stored < wanted };
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
  return rows.length;
}
