// The code a shopper put on their bag, kept across devices until an order takes it.
import { normalizePromotionCode } from '@store/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { bagCodes } from '#db/schema';

/** The code on a signed-in shopper's bag, or null. */
export async function bagCode(tx: Db | Tx, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ code: bagCodes.code })
    .from(bagCodes)
    .where(eq(bagCodes.userId, userId));
  return row?.code ?? null;
}

/** Puts a code on the shopper's bag (replacing one there: at most one code an order). */
export async function setBagCode(tx: Db | Tx, userId: string, code: string): Promise<void> {
  const normalized = normalizePromotionCode(code);
  await tx
    .insert(bagCodes)
    .values({ userId, code: normalized })
    .onConflictDoUpdate({
      target: bagCodes.userId,
      set: { code: normalized, updatedAt: sql`now()` },
    });
}

export async function clearBagCode(tx: Db | Tx, userId: string): Promise<void> {
  await tx.delete(bagCodes).where(eq(bagCodes.userId, userId));
}
