import type { PromotionForm } from '@store/domain';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { promotionCodes, promotions, promotionUses } from '#db/schema';
import { NO_FIGURES, type PromotionFigures, type PromotionRow } from './promotion-json';

/** The columns a form sets. */
export function formColumns(form: PromotionForm) {
  return {
    nameEn: form.nameEn,
    nameAr: form.nameAr,
    kind: form.kind,
    code: form.code,
    batchPrefix: form.batch?.prefix ?? null,
    startsAt: form.startsAt,
    endsAt: form.endsAt,
    reward: form.reward,
    conditions: form.conditions,
    combinesWith: form.combinesWith,
    totalUsesLimit: form.limits.totalUses,
    perShopperLimit: form.limits.perShopper,
  };
}

export async function findPromotion(db: Db | Tx, id: string): Promise<PromotionRow | undefined> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
  return row;
}

/** The promotion's row, locked for the rest of the transaction. */
export async function lockPromotion(tx: Tx, id: string): Promise<PromotionRow | undefined> {
  const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
  return row;
}

/** A page of promotions, newest first, and how many there are. */
export async function listPromotions(db: Db, page: number, limit: number) {
  const rows = await db
    .select()
    .from(promotions)
    .orderBy(desc(promotions.createdAt), desc(promotions.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await db.select({ n: count() }).from(promotions);
  return { rows, total: total?.n ?? 0 };
}

/** Uses not released (with their discounts and orders' totals) and batch codes, by promotion. */
export async function promotionFigures(
  db: Db | Tx,
  ids: readonly string[],
): Promise<Map<string, PromotionFigures>> {
  const figures = new Map<string, PromotionFigures>();
  if (ids.length === 0) return figures;
  const uses = await db
    .select({
      id: promotionUses.promotionId,
      uses: count(),
      discount: sql<string>`coalesce(sum(${promotionUses.discountFils}), 0)`,
      sales: sql<string>`coalesce(sum(${promotionUses.orderTotalFils}), 0)`,
    })
    .from(promotionUses)
    .where(and(inArray(promotionUses.promotionId, [...ids]), isNull(promotionUses.releasedAt)))
    .groupBy(promotionUses.promotionId);
  const codes = await db
    .select({ id: promotionCodes.promotionId, n: count() })
    .from(promotionCodes)
    .where(inArray(promotionCodes.promotionId, [...ids]))
    .groupBy(promotionCodes.promotionId);
  for (const id of ids) figures.set(id, { ...NO_FIGURES });
  for (const u of uses) {
    const f = figures.get(u.id);
    if (f)
      Object.assign(f, {
        uses: u.uses,
        discountFils: Number(u.discount),
        salesFils: Number(u.sales),
      });
  }
  for (const c of codes) {
    const f = figures.get(c.id);
    if (f) f.codeCount = c.n;
  }
  return figures;
}

/** Uses of a promotion not released: all of them, or one shopper's. */
export async function unreleasedUses(tx: Db | Tx, promotionId: string, userId?: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(promotionUses)
    .where(
      and(
        eq(promotionUses.promotionId, promotionId),
        isNull(promotionUses.releasedAt),
        userId === undefined ? undefined : eq(promotionUses.userId, userId),
      ),
    );
  return row?.n ?? 0;
}

/** Whether any order ever used the promotion (released uses count: they are history). */
export async function everUsed(tx: Tx, promotionId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: promotionUses.id })
    .from(promotionUses)
    .where(eq(promotionUses.promotionId, promotionId))
    .limit(1);
  return row !== undefined;
}

/** Whether a batch's generated code is `code` (codes of both kinds share one space). */
export async function isBatchCode(tx: Tx, code: string): Promise<boolean> {
  const [row] = await tx
    .select({ code: promotionCodes.code })
    .from(promotionCodes)
    .where(eq(promotionCodes.code, code));
  return row !== undefined;
}
