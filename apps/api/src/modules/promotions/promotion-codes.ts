import { randomInt } from 'node:crypto';
import { PROMOTION_BATCH_MAX } from '@store/domain';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { promotionCodes, promotions } from '#db/schema';
import { refusal } from '#platform/errors';

/** Letters and digits no one misreads: no 0/O, 1/I/L. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;

/** One code of a batch: `PREFIX-XXXXXX`, from the secure random source. */
export function batchCode(prefix: string): string {
  let tail = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) tail += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${prefix}-${tail}`;
}

/**
 * Adds `wanted` new codes to a batch whose row the transaction holds locked, at most
 * PROMOTION_BATCH_MAX in all. A code that is taken (by this or another batch, or as a promotion's
 * own code) is drawn again, so every code is unique across the store.
 */
export async function addBatchCodes(
  tx: Tx,
  promotionId: string,
  prefix: string,
  wanted: number,
): Promise<number> {
  const [have] = await tx
    .select({ n: count() })
    .from(promotionCodes)
    .where(eq(promotionCodes.promotionId, promotionId));
  const existing = have?.n ?? 0;
  if (existing + wanted > PROMOTION_BATCH_MAX) {
    throw refusal('conflict', 'PROMOTION_BATCH_FULL', {
      params: { max: PROMOTION_BATCH_MAX, count: existing },
    });
  }
  let added = 0;
  // 31^6 ≈ 887 million tails: a draw collides rarely, so a few rounds always suffice.
  for (let round = 0; added < wanted && round < 20; round += 1) {
    const drawn = [...new Set(Array.from({ length: wanted - added }, () => batchCode(prefix)))];
    const taken = await tx
      .select({ code: promotions.code })
      .from(promotions)
      .where(inArray(promotions.code, drawn));
    const free = drawn.filter((c) => !taken.some((t) => t.code === c));
    if (free.length === 0) continue;
    const inserted = await tx
      .insert(promotionCodes)
      .values(free.map((code) => ({ code, promotionId })))
      .onConflictDoNothing()
      .returning({ code: promotionCodes.code });
    added += inserted.length;
  }
  if (added < wanted) throw new Error('could not draw enough unique promotion codes');
  return added;
}

/** A batch's codes as CSV: the code, whether it was used and by which order. */
export async function batchCodesCsv(db: Db, promotionId: string): Promise<string> {
  const rows = await db
    .select({ code: promotionCodes.code, orderId: promotionCodes.usedByOrderId })
    .from(promotionCodes)
    .where(eq(promotionCodes.promotionId, promotionId))
    .orderBy(asc(promotionCodes.createdAt), asc(promotionCodes.code));
  // Codes are letters, digits and '-', order ids uuids: no cell needs quoting.
  const lines = rows.map((r) => `${r.code},${r.orderId ? 'yes' : 'no'},${r.orderId ?? ''}`);
  return ['code,used,order_id', ...lines].join('\r\n') + '\r\n';
}
