/** What a plus or minus press does to a bag line, within 1 and the stock. */
export type QuantityStep =
  | { kind: 'set'; quantity: number }
  /** Plus at stock: blocked with 'Only N items in stock'. */
  | { kind: 'at-stock'; stock: number }
  /** A change below 1 is ignored (minus is disabled at 1). */
  | { kind: 'ignore' };

export function quantityStep(current: number, delta: 1 | -1, stock: number): QuantityStep {
  const next = current + delta;
  if (next < 1) return { kind: 'ignore' };
  if (delta > 0 && next > stock) return { kind: 'at-stock', stock: Math.max(stock, 0) };
  return { kind: 'set', quantity: next };
}

/**
 * A line the stock no longer covers (sold meanwhile): what it says, or null when it is fine.
 * Checkout would refuse it, so the bag says so first.
 */
export function lineShortfall(quantity: number, stock: number): 'sold-out' | 'short' | null {
  if (stock <= 0) return 'sold-out';
  return quantity > stock ? 'short' : null;
}
