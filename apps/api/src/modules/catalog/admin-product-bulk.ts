import {
  bulkDiscountPlan,
  changedFields,
  formatAed,
  pricesChangedBy,
  pricesWithDiscount,
  PRODUCT_PRICE_MAX_AED,
  toAed,
  type ProductPrices,
} from '@store/domain';
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '#db/client';
import { isUuid } from '#db/ids';
import { products } from '#db/schema';
import { refusal, type AppError } from '#platform/errors';
import { recordAdminWrite } from '#modules/audit';
import { releaseImages } from '#modules/media';
import * as adminRepo from './admin-product-repository';
import type { CatalogDeps, ProductWrites } from './catalog-deps';

/** A price run writes the products and tells the catalogue; nothing else. */
type Reprice = Pick<CatalogDeps, 'db' | 'catalogChanged'>;

type Admin = Pick<FastifyRequest, 'auth'>;

interface LockedProduct extends ProductPrices {
  id: string;
  productid: string;
  name: string;
}

/**
 * The named products (row ids or product codes), locked in id order so two bulk actions over
 * the same rows queue instead of deadlocking. Any name that matches no product refuses the
 * whole action: a list the shop owner saw is out of date, and half of it done would surprise.
 */
async function lockAll(tx: Tx, refs: readonly string[]): Promise<LockedProduct[]> {
  const unique = [...new Set(refs)];
  const ids = unique.filter(isUuid);
  const codes = unique.filter((r) => !isUuid(r));
  const rows = await tx
    .select({
      id: products.id,
      productid: products.productid,
      name: products.name,
      priceFils: products.priceFils,
      originalPriceFils: products.originalPriceFils,
      discount: products.discount,
    })
    .from(products)
    .where(
      or(
        ids.length ? inArray(products.id, ids) : undefined,
        codes.length ? inArray(products.productid, codes) : undefined,
      ),
    )
    .orderBy(asc(products.id))
    .for('update');
  const found = new Set(rows.flatMap((r) => [r.id, r.productid]));
  const missing = unique.filter((r) => !found.has(r));
  if (missing.length > 0) {
    throw refusal('not_found', 'PRODUCTS_NOT_FOUND', { fields: { ids: missing.join(', ') } });
  }
  return rows;
}

/** Prices as the answer shows them: AED, like the product form. */
const shown = (p: ProductPrices) => ({
  price: toAed(p.priceFils),
  originalPrice: p.originalPriceFils === null ? null : toAed(p.originalPriceFils),
  discount: p.discount,
});
const PRICE_FIELDS = ['price', 'originalPrice', 'discount'] as const;

/**
 * Prices as the audit log keeps them, like a single product's edit (product-audit.ts): money in
 * fils, which the Activity log shows as AED.
 */
const logged = (p: ProductPrices) => ({
  price: p.priceFils,
  originalPrice: p.originalPriceFils,
  discount: p.discount,
});
/** Each product's record is filed under its row id, as its own edits are, so its History shows it. */
const productObject = (p: LockedProduct) => ({
  objectType: 'product' as const,
  objectId: p.id,
  objectLabel: `${p.name} (${p.productid})`,
});

/**
 * Writes new prices for every product in one transaction: each product's change is in the audit
 * log with its fields, and the run once with its ids and count.
 */
async function repriceAll(
  deps: Reprice,
  admin: Admin,
  refs: readonly string[],
  run: { action: 'bulk.discount' | 'bulk.price'; facts: Record<string, number> },
  reprice: (p: LockedProduct) => ProductPrices | null,
  /** Refuses the locked products (throws), or answers more facts for the run's record. */
  check: (locked: readonly LockedProduct[]) => Record<string, number> = () => ({}),
) {
  const updated = await deps.db.transaction(async (tx) => {
    const locked = await lockAll(tx, refs);
    const facts = { ...run.facts, ...check(locked) };
    const next = locked.map((p) => ({ p, after: reprice(p) }));
    if (next.some((n) => n.after === null)) {
      throw refusal('validation', 'field.field_cannot_more_than_max', {
        params: { field: 'Price', max: formatAed(PRODUCT_PRICE_MAX_AED) },
        code: 'PRICE_TOO_HIGH',
        field: 'percent',
      });
    }
    const now = new Date();
    const result = [];
    for (const { p, after } of next as { p: LockedProduct; after: ProductPrices }[]) {
      await tx
        .update(products)
        .set({
          priceFils: after.priceFils,
          originalPriceFils: after.originalPriceFils,
          discount: after.discount,
          updatedAt: now,
        })
        .where(eq(products.id, p.id));
      await recordAdminWrite(tx, admin, {
        action: 'product.update',
        ...productObject(p),
        changes: changedFields(logged(p), logged(after), PRICE_FIELDS),
      });
      result.push({ _id: p.id, productid: p.productid, ...shown(after) });
    }
    await recordAdminWrite(tx, admin, {
      action: run.action,
      objectType: 'bulk',
      objectId: randomUUID(),
      objectLabel: `${result.length} products`,
      changes: { ids: result.map((r) => r.productid), count: result.length, ...facts },
    });
    return result;
  });
  deps.catalogChanged();
  return updated;
}

export const PRICE_WOULD_RISE = 'PRICE_WOULD_RISE';
/** How many of the products a discount would raise the refusal names; the rest are counted. */
const RISES_NAMED = 10;

/**
 * The refusal of a discount that would raise prices: the products by code (the first few), and
 * all of them in `fields.ids`, so the console can name them.
 */
function wouldRise(discount: number, rising: readonly LockedProduct[]): AppError {
  const codes = rising.map((p) => p.productid);
  const named = codes.slice(0, RISES_NAMED).join(', ') + (codes.length > RISES_NAMED ? ', …' : '');
  return refusal('conflict', 'bulk.discount_discount_would_raise_price', {
    params: { discount, count: codes.length, products: named },
    code: PRICE_WOULD_RISE,
    fields: { ids: codes.join(', ') },
  });
}

/**
 * Sets one discount on every named product; the price follows (pricesWithDiscount). A product
 * whose price that would raise (bulkDiscountPlan) refuses the whole action with 409, unless the
 * owner confirmed raising it (`allowIncrease`).
 */
export function bulkDiscount(
  deps: Reprice,
  admin: Admin,
  input: { ids: string[]; discount: number; allowIncrease?: boolean },
) {
  return repriceAll(
    deps,
    admin,
    input.ids,
    { action: 'bulk.discount', facts: { discount: input.discount } },
    (p) => pricesWithDiscount(p, input.discount),
    (locked): Record<string, number> => {
      const rising = bulkDiscountPlan(locked, input.discount).filter((r) => r.rises);
      if (rising.length === 0) return {};
      if (!input.allowIncrease) {
        throw wouldRise(
          input.discount,
          rising.map((r) => r.product),
        );
      }
      // The run's record says how many prices the owner confirmed raising.
      return { raised: rising.length };
    },
  );
}

/** Moves every named product's price by a percent (pricesChangedBy). */
export function bulkPrice(deps: Reprice, admin: Admin, input: { ids: string[]; percent: number }) {
  return repriceAll(
    deps,
    admin,
    input.ids,
    { action: 'bulk.price', facts: { percent: input.percent } },
    (p) => pricesChangedBy(p, input.percent),
  );
}

/**
 * Deletes every named product in one transaction, as deleteProduct does one: carts, wishlists
 * and offer links lose them, past orders keep their copy, their images are released after.
 */
export async function bulkDelete(
  deps: Omit<ProductWrites, 'config'>,
  admin: Admin,
  input: { ids: string[] },
) {
  const { keys, count } = await deps.db.transaction(async (tx) => {
    const locked = await lockAll(tx, input.ids);
    const keys: string[] = [];
    for (const p of locked) {
      const colors = await adminRepo.productColorKeys(tx, p.id);
      keys.push(...colors.flatMap((c) => c.images.map((i) => i.key)));
      await adminRepo.deleteProduct(tx, p.id);
      await recordAdminWrite(tx, admin, {
        action: 'product.delete',
        ...productObject(p),
        changes: changedFields({ name: p.name, ...logged(p) }, null, ['name', ...PRICE_FIELDS]),
      });
    }
    await recordAdminWrite(tx, admin, {
      action: 'bulk.delete',
      objectType: 'bulk',
      objectId: randomUUID(),
      objectLabel: `${locked.length} products`,
      changes: { ids: locked.map((p) => p.productid), count: locked.length },
    });
    return { keys, count: locked.length };
  });
  deps.catalogChanged();
  await releaseImages(deps, keys);
  return count;
}
