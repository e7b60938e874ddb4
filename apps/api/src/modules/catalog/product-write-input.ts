import { discountAfterWrite, toFils, type ProductFormInput, type ShelfPrices } from '@store/domain';
import { refusal } from '#platform/errors';
import { mediaKeyFromPath } from '#platform/media';
import type * as adminRepo from './admin-product-repository';
import type { CatalogDeps } from './catalog-deps';

// The product form's body as the database stores it (a console save and an import alike), and a
// SKU two writers raced for turned into the 409 the form shows.

/**
 * The form's images as media keys. The client sends back keys from an upload or URLs from a
 * product it loaded; anything else (another host, a path outside the store) is refused, and a
 * key that is new to this product must exist in the media store.
 */
export async function imageKeys(
  deps: Pick<CatalogDeps, 'config' | 'mediaStorage'>,
  input: ProductFormInput,
  alreadyShown: ReadonlySet<string>,
): Promise<adminRepo.ProductWrite['colors']> {
  const colors = input.colors.map((name) => ({
    name,
    keys: (input.colorImages[name] ?? []).map((path) => {
      const key = mediaKeyFromPath(deps.config.media.baseUrl, path);
      if (!key) {
        throw refusal('validation', 'INVALID_IMAGE_PATH', { field: 'colorImages' });
      }
      return key;
    }),
  }));
  const fresh = [...new Set(colors.flatMap((c) => c.keys))].filter((k) => !alreadyShown.has(k));
  const found = await Promise.all(fresh.map((key) => deps.mediaStorage.exists(key)));
  if (found.includes(false)) {
    throw refusal('validation', 'IMAGE_NOT_FOUND', { field: 'colorImages' });
  }
  return colors;
}

/**
 * The form's body as the database stores it. `before` is the product's prices as stored (absent
 * for a new product): a discount left as it was while the prices change is worked out again
 * (discountAfterWrite), so an edit or an import never leaves a stale badge.
 */
export function toWrite(
  input: ProductFormInput,
  colors: adminRepo.ProductWrite['colors'],
  before: ShelfPrices | null = null,
) {
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
    discount: discountAfterWrite(before, { priceFils, originalPriceFils }, input.discount),
    stock: input.stock,
    sizes: input.sizes,
    colors,
  } satisfies adminRepo.ProductWrite;
}

/** The name of the unique index a PostgreSQL 23505 error (maybe wrapped by Drizzle) names. */
function uniqueViolation(error: unknown): string | undefined {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e;) {
    if (e.code === '23505') return e.constraint ?? '';
    e = e.cause as typeof e;
  }
  return undefined;
}

/** The transaction's result, with a SKU two writers raced for reported as a 409. */
export async function skuSafe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) === 'product_variants_sku_key') {
      throw refusal('conflict', 'product.sku_already_used_another_variant', { code: 'SKU_TAKEN' });
    }
    throw error;
  }
}
