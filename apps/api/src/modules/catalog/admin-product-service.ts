import {
  discountPercent,
  isLowStock,
  productStockState,
  PRODUCT_IMAGE_REQUIRED,
  toFils,
  type Variant,
  type AdminProductsQuery,
  type LowStockQuery,
  type ProductFormInput,
} from '@store/domain';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client';
import { AppError, notFound } from '../../platform/errors';
import { mediaKeyFromPath, mediaUrl } from '../../platform/media';
import { recordAdminWrite, type AuditActor } from '../audit/audit-log';
import { releaseImages } from '../media/media-service';
import * as adminRepo from './admin-product-repository';
import * as filters from './admin-product-filters';
import { productDetail, withMedia } from './catalog-service';
import { productSnapshot, recordProductWrite } from './product-audit';
import { skuTaken, variantsOnCreate, variantsOnUpdate } from './variant-plan';
import * as variantRepo from './variant-repository';
import * as repo from './catalog-repository';

const PRODUCT_NOT_FOUND = 'Product not found';

/** The categories of the table's filter, read once per catalogue version. */
const categoriesRead = new WeakMap<FastifyInstance, { version: number; list: Promise<string[]> }>();
function categories(app: FastifyInstance, version: number): Promise<string[]> {
  const cached = categoriesRead.get(app);
  if (cached?.version === version) return cached.list;
  const list = filters.productCategories(app.db);
  categoriesRead.set(app, { version, list });
  return list;
}

/**
 * One page of the admin table with the total, products in the storefront's JSON shape. The
 * spec's list (newest first, maybe searched) keeps its index-only paging; a filter or another
 * order reads the filtered rows (admin-product-filters.ts).
 */
export async function listProducts(app: FastifyInstance, query: AdminProductsQuery) {
  const version = await app.catalogCache.version();
  const filtered = filters.isFiltered(query);
  const key = ['admin-products', query.q ?? '', query.gender, query.category, query.stock];
  const total = await app.catalogCache.count(key.join('\u0000'), version, () =>
    filtered
      ? filters.countFilteredProducts(app.db, query)
      : adminRepo.countAdminProducts(app.db, query.q),
  );
  const offset = (query.page - 1) * query.limit;
  const rows = filtered
    ? await filters.listFilteredProducts(app.db, query, { offset, limit: query.limit })
    : await adminRepo.listAdminProducts(app.db, { q: query.q, offset, limit: query.limit }, total);
  const products = await withMedia(app.db, rows, app.config.media.baseUrl, app.config.store);
  return {
    // A row is low when any of its variants is at or under the low-stock threshold.
    products: products.map((p) => ({
      ...p,
      lowStock: p.variants.some((v) => isLowStock(v.stock)),
      stockState: productStockState(p.variants),
    })),
    total,
    page: query.page,
    limit: query.limit,
    categories: await categories(app, version),
  };
}

export const LOW_STOCK_PAGE_SIZE = 20;

/** The Low stock page: variants at or under the threshold across the store, lowest first. */
export async function lowStock(app: FastifyInstance, query: LowStockQuery) {
  const { rows, total } = await variantRepo.listLowStock(app.db, {
    threshold: query.threshold,
    offset: (query.page - 1) * LOW_STOCK_PAGE_SIZE,
    limit: LOW_STOCK_PAGE_SIZE,
  });
  const media = await repo.loadColorImages(app.db, [...new Set(rows.map((r) => r.productId))]);
  const base = app.config.media.baseUrl;
  return {
    items: rows.map((r) => {
      const images = media.get(r.productId)?.images;
      return {
        _id: r.productId,
        productid: r.productid,
        name: r.name,
        color: r.color,
        size: r.size,
        sku: r.sku,
        stock: r.stock,
        // The variant's colour's first picture links the row to what the shop owner sees.
        image: mediaUrl(base, images?.get(r.color)?.[0]),
      };
    }),
    total,
    page: query.page,
    limit: LOW_STOCK_PAGE_SIZE,
  };
}

/** One product for the view and edit screens, by `_id` or `productid`. */
export function getProduct(app: FastifyInstance, id: string) {
  return productDetail(app.db, id, app.config.media.baseUrl, app.config.store);
}

/**
 * The form's images as media keys. The client sends back keys from an upload or URLs from a
 * product it loaded; anything else (another host, a path outside the store) is refused, and a
 * key that is new to this product must exist in the media store.
 */
async function imageKeys(
  app: FastifyInstance,
  input: ProductFormInput,
  alreadyShown: ReadonlySet<string>,
): Promise<adminRepo.ProductWrite['colors']> {
  const colors = input.colors.map((name) => ({
    name,
    keys: (input.colorImages[name] ?? []).map((path) => {
      const key = mediaKeyFromPath(app.config.media.baseUrl, path);
      if (!key) {
        throw new AppError('validation', 'Invalid image path!', 'INVALID_IMAGE_PATH', {
          colorImages: 'Invalid image path!',
        });
      }
      return key;
    }),
  }));
  const fresh = [...new Set(colors.flatMap((c) => c.keys))].filter((k) => !alreadyShown.has(k));
  const found = await Promise.all(fresh.map((key) => app.mediaStorage.exists(key)));
  if (found.includes(false)) {
    throw new AppError('validation', 'Image not found!', 'IMAGE_NOT_FOUND', {
      colorImages: 'Image not found!',
    });
  }
  return colors;
}

export function toWrite(input: ProductFormInput, colors: adminRepo.ProductWrite['colors']) {
  const priceFils = toFils(input.price);
  const originalPriceFils = input.originalPrice === null ? null : toFils(input.originalPrice);
  return {
    name: input.name,
    // Left out of the request: kept as stored; sent blank: cleared (secondLanguageText).
    nameAr: input.nameAr === undefined ? undefined : input.nameAr || null,
    brand: input.brand,
    description: input.description,
    descriptionAr: input.descriptionAr === undefined ? undefined : input.descriptionAr || null,
    category: input.category,
    subcategory: input.subcategory ?? null,
    gender: input.gender,
    priceFils,
    originalPriceFils,
    discount: input.discount ?? computedDiscount(priceFils, originalPriceFils),
    stock: input.stock,
    sizes: input.sizes,
    colors,
  } satisfies adminRepo.ProductWrite;
}

/**
 * An empty discount is worked out from the two prices, the way the product card shows it, so the
 * discount filter, the offer pages and the discount sort see the same percent; still empty when
 * there is no higher original price.
 */
function computedDiscount(priceFils: number, originalPriceFils: number | null): number | null {
  return discountPercent(priceFils, originalPriceFils) || null;
}

/** The name of the unique index a PostgreSQL 23505 error (maybe wrapped by Drizzle) names. */
function uniqueViolation(error: unknown): string | undefined {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e;) {
    if (e.code === '23505') return e.constraint ?? '';
    e = e.cause as typeof e;
  }
  return undefined;
}

/**
 * Writes the variants, refusing with 409 a SKU another product has. The check names the SKU;
 * the unique index still decides when two writers race for one.
 */
async function saveVariants(tx: Tx, productId: string, variants: Variant[]): Promise<void> {
  const taken = await variantRepo.skuTakenElsewhere(
    tx,
    productId,
    variants.map((v) => v.sku),
  );
  if (taken) throw skuTaken(taken);
  await variantRepo.replaceVariants(tx, productId, variants);
}

/** The transaction's result, with a SKU two writers raced for reported as a 409. */
export async function skuSafe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) === 'product_variants_sku_key') {
      throw new AppError('conflict', 'That SKU is already used by another variant', 'SKU_TAKEN');
    }
    throw error;
  }
}

/** Adds a product; the server assigns its productid and createdAt. */
export async function addProduct(app: FastifyInstance, input: ProductFormInput, actor: AuditActor) {
  const colors = await imageKeys(app, input, new Set());
  const id = await skuSafe(() =>
    app.db.transaction(async (tx) => {
      const row = await adminRepo.insertProduct(tx, toWrite(input, colors));
      await saveVariants(tx, row.id, variantsOnCreate(row.productid, input));
      const after = await productSnapshot(tx, row.id);
      await recordProductWrite(tx, actor, 'product.create', undefined, after);
      return row.id;
    }),
  );
  app.catalogChanged();
  return getProduct(app, id);
}

/**
 * Replaces a product's fields, colours, images and variants; images it no longer shows are
 * released. With `stockWas` (the stock the form loaded) the typed stock is a change to it, not a
 * new count (variant-plan.ts has the rules).
 */
export async function updateProduct(
  app: FastifyInstance,
  ref: string,
  input: ProductFormInput,
  actor: AuditActor,
  stockWas?: number,
) {
  const current = await repo.findProduct(app.db, ref);
  if (!current) throw notFound(PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND');
  const before = await adminRepo.productColorKeys(app.db, current.id);
  const beforeKeys = new Set(before.flatMap((c) => c.images.map((i) => i.key)));
  const colors = await imageKeys(app, input, beforeKeys);
  await skuSafe(() =>
    app.db.transaction(async (tx) => {
      const locked = await adminRepo.lockProduct(tx, current.id);
      if (!locked) throw notFound(PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND');
      const was = await productSnapshot(tx, locked.id);
      const variants = variantsOnUpdate(locked, was?.variants ?? [], input, stockWas);
      await adminRepo.updateProduct(tx, locked.id, toWrite(input, colors));
      await saveVariants(tx, locked.id, variants);
      const now = await productSnapshot(tx, locked.id);
      await recordProductWrite(tx, actor, 'product.update', was, now);
    }),
  );
  app.catalogChanged();
  const after = new Set(colors.flatMap((c) => c.keys));
  await releaseImages(
    app,
    [...beforeKeys].filter((k) => !after.has(k)),
  );
  return getProduct(app, current.id);
}

/**
 * Deletes a product (and its cart lines, wishlist entries and offer links). Past orders keep
 * their own copy of its name, price and picture, so the picture's files stay while an order
 * shows them; its other images are deleted.
 */
export async function deleteProduct(
  app: FastifyInstance,
  ref: string,
  actor: AuditActor,
): Promise<void> {
  const keys = await app.db.transaction(async (tx) => {
    const id = (await adminRepo.lockProduct(tx, ref))?.id;
    if (!id) throw notFound(PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND');
    const colors = await adminRepo.productColorKeys(tx, id);
    const was = await productSnapshot(tx, id);
    await adminRepo.deleteProduct(tx, id);
    await recordProductWrite(tx, actor, 'product.delete', was, undefined);
    return colors.flatMap((c) => c.images.map((i) => i.key));
  });
  app.catalogChanged();
  await releaseImages(app, keys);
}

/** Removes one image of a colour; removing a colour's last image removes the colour. */
export async function removeImage(
  app: FastifyInstance,
  input: { productId: string; color: string; position: number },
  actor: AuditActor,
) {
  const removed = await app.db.transaction(async (tx) => {
    const locked = await adminRepo.lockProduct(tx, input.productId);
    if (!locked) throw notFound(PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND');
    const { id } = locked;
    const colors = await adminRepo.productColorKeys(tx, id);
    const color = colors.find((c) => c.name.toLowerCase() === input.color.toLowerCase());
    const image = color?.images[input.position];
    if (!color || !image) throw notFound('Image not found!', 'IMAGE_NOT_FOUND');
    const imagesLeft = colors.reduce((n, c) => n + c.images.length, 0) - 1;
    if (imagesLeft === 0) {
      throw new AppError('validation', PRODUCT_IMAGE_REQUIRED, 'LAST_IMAGE');
    }
    await adminRepo.removeProductImage(tx, id, color, image);
    await recordAdminWrite(tx, actor, {
      action: 'image.delete',
      objectType: 'image',
      objectId: image.key,
      objectLabel: `${color.name}, ${locked.name} (${locked.productid})`,
      changes: {
        product: locked.productid,
        color: color.name,
        position: input.position,
        colorRemoved: color.images.length === 1,
      },
    });
    return { id, key: image.key };
  });
  app.catalogChanged();
  await releaseImages(app, [removed.key]);
  return getProduct(app, removed.id);
}
