import { codLimitHit, codLimitMessage, type CodExposure } from '@store/domain';
import type { Tx } from '#db/client';
import { AppError } from '#platform/errors';
import { openCashOrderLines } from '#modules/orders';

/**
 * Refuses (409 COD_LIMIT) an unpaid cash-on-delivery order that would take the shopper past the
 * domain's caps. Runs under the checkout's shopper lock, so two orders cannot both slip under.
 */
export async function checkCashOnDeliveryLimit(
  tx: Tx,
  userId: string,
  next: {
    dueFils: number;
    lines: ReadonlyArray<{ productId: string; quantity: number; name: string }>;
  },
): Promise<void> {
  const rows = await openCashOrderLines(tx, userId);
  const due = new Map<string, number>();
  const units = new Map<string, number>();
  for (const row of rows) {
    due.set(row.orderId, row.dueFils);
    if (row.productId) units.set(row.productId, (units.get(row.productId) ?? 0) + row.quantity);
  }
  const open: CodExposure = {
    orders: due.size,
    dueFils: [...due.values()].reduce((sum, fils) => sum + fils, 0),
    units,
  };
  const adding = new Map<string, number>();
  for (const line of next.lines) {
    adding.set(line.productId, (adding.get(line.productId) ?? 0) + line.quantity);
  }
  const hit = codLimitHit(open, { orders: 1, dueFils: next.dueFils, units: adding });
  if (hit) {
    const name =
      hit.cap === 'units' ? next.lines.find((l) => l.productId === hit.productId)?.name : undefined;
    throw new AppError('conflict', codLimitMessage(hit, name), 'COD_LIMIT');
  }
}
