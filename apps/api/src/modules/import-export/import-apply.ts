import { changedFields, variantChanges, type Variant } from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Db, Tx } from '#db/client';
import { recordAdminWrite, recordAdminWrites, type AdminWrite } from '#modules/audit';
import {
  toWrite,
  LOGGED_FIELDS,
  insertProducts,
  loadColorImages,
  loadVariants,
  lockProducts,
  replaceColorsAndVariants,
  updateProducts,
  variantsOnCreate,
  variantsOnUpdate,
} from '#modules/catalog';
import type { ColorImages, ProductRow } from '#modules/catalog';

import type { CheckedProduct } from './import-check';

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
}

type Write = ReturnType<typeof toWrite>;

/** The product's fields as its audit records show them, like its own edits: money in fils. */
type Logged = Partial<Record<(typeof LOGGED_FIELDS)[number], unknown>>;
const logged = (p: {
  name: string;
  nameAr?: string | null | undefined;
  brand: string;
  description: string;
  descriptionAr?: string | null | undefined;
  category: string;
  subcategory: string | null;
  gender: string;
  priceFils: number;
  originalPriceFils: number | null;
  discount: number | null;
  sizes: readonly string[];
}): Logged => ({
  name: p.name,
  nameAr: p.nameAr ?? null,
  brand: p.brand,
  description: p.description,
  descriptionAr: p.descriptionAr ?? null,
  category: p.category,
  subcategory: p.subcategory,
  gender: p.gender,
  price: p.priceFils,
  originalPrice: p.originalPriceFils,
  discount: p.discount,
  sizes: p.sizes,
});

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Would writing `write` and `variants` leave the product exactly as it is? */
function unchanged(
  row: ProductRow,
  media: ColorImages | undefined,
  current: readonly Variant[],
  write: Write,
  variants: readonly Variant[],
): boolean {
  const fields = [
    'name',
    'brand',
    'description',
    'category',
    'subcategory',
    'gender',
    'priceFils',
    'originalPriceFils',
    'discount',
    'sizes',
  ] as const;
  if (fields.some((f) => !sameJson(row[f], write[f]))) return false;
  // Arabic left out of the file keeps what is stored; sent blank, it is cleared.
  if (write.nameAr !== undefined && (row.nameAr ?? null) !== write.nameAr) return false;
  if (write.descriptionAr !== undefined && (row.descriptionAr ?? null) !== write.descriptionAr) {
    return false;
  }
  const colors = (media?.colors ?? []).map((name) => ({
    name,
    keys: media?.images.get(name) ?? [],
  }));
  const cells = (list: readonly Variant[]) => list.map((v) => [v.color, v.size, v.sku, v.stock]);
  return sameJson(colors, write.colors) && sameJson(cells(current), cells(variants));
}

/** The file's existing products, locked for the transaction, with their colours and variants. */
async function lockCurrent(tx: Tx, ids: string[]) {
  if (ids.length === 0) {
    return {
      rows: new Map<string, ProductRow>(),
      media: new Map<string, ColorImages>(),
      variants: new Map<string, Variant[]>(),
    };
  }
  const rows = await lockProducts(tx, ids);
  const [media, variants] = await Promise.all([
    loadColorImages(tx as unknown as Db, ids),
    loadVariants(tx, ids),
  ]);
  return { rows: new Map(rows.map((r) => [r.id, r])), media, variants };
}

/**
 * Writes the checked file in the caller's transaction: new products are added (the server gives
 * them their productid), existing ones rewritten as the product form would, and products the file
 * leaves as they are not touched at all. Each product added or changed has its audit record, and
 * one more carries the run's counts. Returns the counts
 * and the image keys the rewritten products no longer show (to release after the commit).
 */
export async function applyImport(
  tx: Tx,
  request: Pick<FastifyRequest, 'auth'>,
  file: { name: string; rows: number },
  checked: readonly CheckedProduct[],
): Promise<ImportCounts & { droppedKeys: string[] }> {
  const ids = checked.flatMap((p) => (p.id ? [p.id] : []));
  const current = await lockCurrent(tx, ids);
  const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0 };
  const droppedKeys: string[] = [];
  // One record per product the file adds or changes, beside the run's own (below).
  const audit: AdminWrite[] = [];
  const fresh: { product: CheckedProduct; write: Write }[] = [];
  const updates: Parameters<typeof updateProducts>[1][number][] = [];
  const entries: Parameters<typeof replaceColorsAndVariants>[2][number][] = [];
  // The productids written, so the run's record links to them in the Activity log.
  const touched: string[] = [];
  for (const product of checked) {
    const row = product.id ? current.rows.get(product.id) : undefined;
    const write = toWrite(product.input, product.colors, row ?? null);
    if (!row) {
      fresh.push({ product, write });
      continue;
    }
    const before = current.variants.get(row.id) ?? [];
    const variants = variantsOnUpdate(row, before, product.input, undefined);
    const media = current.media.get(row.id);
    if (unchanged(row, media, before, write, variants)) {
      counts.unchanged += 1;
      continue;
    }
    const arabic = {
      nameAr: write.nameAr === undefined ? row.nameAr : write.nameAr,
      descriptionAr: write.descriptionAr === undefined ? row.descriptionAr : write.descriptionAr,
    };
    audit.push({
      action: 'product.update',
      objectType: 'product',
      objectId: row.id,
      objectLabel: `${write.name} (${row.productid})`,
      changes: {
        ...changedFields(logged(row), logged({ ...write, ...arabic }), LOGGED_FIELDS),
        ...variantChanges(before, variants),
      },
    });
    touched.push(row.productid);
    updates.push({
      id: row.id,
      write,
      arabic: { nameAr: row.nameAr, descriptionAr: row.descriptionAr },
    });
    entries.push({ productId: row.id, colors: write.colors, variants });
    const kept = new Set(write.colors.flatMap((c) => c.keys));
    for (const keys of media?.images.values() ?? []) {
      droppedKeys.push(...keys.filter((k) => !kept.has(k)));
    }
  }
  await updateProducts(tx, updates);
  const added = await insertProducts(
    tx,
    fresh.map((f) => f.write),
  );
  fresh.forEach(({ product, write }, i) => {
    const made = added[i]!;
    const variants = variantsOnCreate(made.productid, product.input);
    touched.push(made.productid);
    entries.push({ productId: made.id, colors: write.colors, variants });
    audit.push({
      action: 'product.create',
      objectType: 'product',
      objectId: made.id,
      objectLabel: `${write.name} (${made.productid})`,
      changes: {
        ...changedFields(null, logged(write), LOGGED_FIELDS),
        ...variantChanges([], variants),
      },
    });
  });
  await replaceColorsAndVariants(
    tx,
    updates.map((u) => u.id),
    entries,
  );
  counts.created = fresh.length;
  counts.updated = updates.length;
  await recordAdminWrites(tx, request, audit);
  await recordAdminWrite(tx, request, {
    action: 'import.products',
    objectType: 'import',
    objectId: randomUUID(),
    objectLabel: file.name,
    changes: { ...counts, rows: file.rows, ids: touched },
  });
  return { ...counts, droppedKeys };
}
