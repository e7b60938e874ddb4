import {
  readProductRows,
  sortedErrors,
  type CsvRow,
  type ImportedProduct,
  type ImportRowError,
} from '@store/domain';
import type { ImportExportDeps } from './import-export-deps';
import { mediaKeyFromPath } from '#platform/media';
import { catalogImageKeysIn, productIdsOf, skuOwners } from '#modules/catalog';
import { offerImageKeysIn } from '#modules/offers';

/** A product of the file, checked against the store: its row id when it exists already. */
export interface CheckedProduct extends ImportedProduct {
  id: string | null;
  /** Media keys per colour, in the input's colour order. */
  colors: { name: string; keys: string[] }[];
}

export const NOT_OUR_MEDIA =
  "Image URLs must point at this store's own media (its /media address or MEDIA_BASE_URL)";
export const UNKNOWN_PRODUCTID = 'No product has this productid; leave it blank to add a product';

/** How many media-store lookups run at once (S3 or disk). */
const MEDIA_CHECKS_AT_ONCE = 8;

/** Which of `keys` the media store lacks, a few lookups at a time. */
async function missingKeys(
  deps: Pick<ImportExportDeps, 'db' | 'mediaStorage'>,
  keys: readonly string[],
): Promise<Set<string>> {
  const [images, banners] = await Promise.all([
    catalogImageKeysIn(deps.db, keys),
    offerImageKeysIn(deps.db, keys),
  ]);
  const shown = new Set([...images, ...banners]);
  const unknown = keys.filter((k) => !shown.has(k));
  const missing = new Set<string>();
  for (let i = 0; i < unknown.length; i += MEDIA_CHECKS_AT_ONCE) {
    const batch = unknown.slice(i, i + MEDIA_CHECKS_AT_ONCE);
    const found = await Promise.all(batch.map((key) => deps.mediaStorage.exists(key)));
    batch.forEach((key, j) => {
      if (!found[j]) missing.add(key);
    });
  }
  return missing;
}

/**
 * Every row checked before anything is written: the product form's rules (domain), then against
 * the store: productids that exist, SKUs no other product has, images that are this store's own
 * media and are there. A blank productid is always a new product: a row is never moved onto
 * another product because its SKU is known (a typo would rewrite that product).
 */
export async function checkImport(
  deps: Pick<ImportExportDeps, 'db' | 'mediaStorage' | 'config'>,
  rows: CsvRow[],
): Promise<{ products: CheckedProduct[]; errors: ImportRowError[] }> {
  const owners = await skuOwners(
    deps.db,
    rows.map((r) => r.cells.sku ?? ''),
  );
  const read = readProductRows(rows);
  const errors: ImportRowError[] = [...read.errors];
  const ids = await productIdsOf(
    deps.db,
    read.products.flatMap((p) => (p.productid ? [p.productid] : [])),
  );
  const base = deps.config.media.baseUrl;
  const skuLines = new Map<string, number>();
  const keyLines = new Map<string, number[]>();
  const checked: CheckedProduct[] = [];
  for (const product of read.products) {
    const firstLine = product.lines[0]!;
    const id = product.productid ? (ids.get(product.productid) ?? null) : null;
    if (product.productid && !id) {
      errors.push({ line: firstLine, field: 'productid', message: UNKNOWN_PRODUCTID });
    }
    (product.input.variants ?? []).forEach((v, i) => {
      const line = product.lines[i] ?? firstLine;
      const sku = v.sku?.toLowerCase();
      if (!sku) return;
      const owner = owners.get(sku);
      const other = skuLines.get(sku);
      if (owner && owner.id !== id) {
        errors.push({
          line,
          field: 'sku',
          message: `SKU '${v.sku}' is already used by another variant`,
        });
      } else if (other !== undefined) {
        errors.push({ line, field: 'sku', message: `SKU '${v.sku}' is also on line ${other}` });
      }
      skuLines.set(sku, line);
    });
    const colors = product.input.colors.map((name) => {
      const line = product.colorLines.get(name) ?? firstLine;
      const keys = (product.input.colorImages[name] ?? []).flatMap((url) => {
        const key = mediaKeyFromPath(base, url);
        if (!key) errors.push({ line, field: 'images', message: NOT_OUR_MEDIA });
        else keyLines.set(key, [...(keyLines.get(key) ?? []), line]);
        return key ? [key] : [];
      });
      return { name, keys };
    });
    checked.push({ ...product, id, colors });
  }
  for (const key of await missingKeys(deps, [...keyLines.keys()])) {
    for (const line of keyLines.get(key) ?? []) {
      errors.push({ line, field: 'images', message: 'Image not found!' });
    }
  }
  return { products: checked, errors: sortedErrors(errors) };
}
