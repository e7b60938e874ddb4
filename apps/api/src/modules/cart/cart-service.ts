import {
  bagAmounts,
  cartTotalsInAed,
  shownPriceFils,
  toAed,
  type PromotionLine,
  type PromotionShopper,
  type VatSetting,
  type CartLineInput,
  type CartRemoveInput,
  type CartUpdateInput,
} from '@store/domain';
import type { Db, Tx } from '#db/client';
import { refusal } from '#platform/errors';
import { mediaUrl } from '#platform/media';
import { findProduct, loadColorImages } from '#modules/catalog';
import type { ColorImages, ProductRow } from '#modules/catalog';
import { appliedPromotions, bagCodeJson, promoteBag } from '#modules/promotions';
import * as repo from './cart-repository';

export type CartView = Awaited<ReturnType<typeof cartView>>;

/** Who is buying, as promotions' conditions ask; orders answers it (app.ts hands it in). */
export type PromotionShopperOf = (db: Db | Tx, userId: string) => Promise<PromotionShopper>;

/** What the bag is priced and shown with. */
export interface BagShownWith {
  mediaBaseUrl: string;
  vat: VatSetting;
  shopperOf: PromotionShopperOf;
  now: Date;
  /** A code the shopper is trying (POST /api/cart/code), instead of the one on the bag. */
  tryCode?: string;
}

/** A bag line as the promotions' rules read it: its product's fields, its price and quantity. */
export function promotionLineOf(
  line: Pick<
    repo.CartLineRow,
    | 'productId'
    | 'category'
    | 'subcategory'
    | 'gender'
    | 'brand'
    | 'discount'
    | 'priceFils'
    | 'quantity'
  >,
): PromotionLine {
  return {
    productId: line.productId,
    category: line.category,
    subcategory: line.subcategory,
    gender: line.gender,
    brand: line.brand,
    productDiscount: line.discount,
    priceFils: line.priceFils,
    quantity: line.quantity,
  };
}

/** The image of the line's colour, else the product's first colour's (the colour was renamed). */
function lineImage(media: ColorImages | undefined, color: string, base: string) {
  const keys = media?.images.get(color) ?? media?.images.get(media.colors[0] ?? '') ?? [];
  return mediaUrl(base, keys[0]);
}

/**
 * The bag as the pages read it: raw lines, display items and totals priced by the server under
 * the store's VAT setting (`vat`). The original fields keep their meaning; beside them each item
 * has its shown unit price and line (`priceWithVat`, `lineTotalWithVat`) and the totals have the
 * goods with VAT, the VAT included and the rounding line that makes the lines add up to exactly
 * what is charged (decision 32). `known` holds colours and images the request has already read
 * (the product just added).
 */
export async function cartView(
  db: Db,
  userId: string,
  shown: BagShownWith,
  known: ReadonlyMap<string, ColorImages> = new Map(),
) {
  const { mediaBaseUrl, vat } = shown;
  const lines = await repo.listCartLines(db, userId);
  const missing = [...new Set(lines.map((l) => l.productId))].filter((id) => !known.has(id));
  const media = new Map([...known, ...(await loadColorImages(db, missing))]);
  const selections = (l: repo.CartLineRow) => ({ color: l.color, size: l.size });
  const promoted = await promoteBag(db, {
    userId,
    lines: lines.map(promotionLineOf),
    setting: vat,
    shopper: await shown.shopperOf(db, userId),
    now: shown.now,
    ...(shown.tryCode ? { tryCode: shown.tryCode } : {}),
  });
  const { outcome } = promoted;
  const bag = bagAmounts(lines, vat, {
    lineDiscountFils: outcome.lineDiscountFils,
    freeShipping: outcome.freeShipping,
  });
  return {
    success: true as const,
    carts: lines.map((l) => ({
      productid: l.productId,
      quantity: l.quantity,
      selections: selections(l),
    })),
    items: lines.map((l, i) => ({
      _id: l.productId,
      lineId: l.lineId,
      name: l.name,
      // The Arabic pages name the product in Arabic where the shop wrote it; null otherwise.
      nameAr: l.nameAr || null,
      brand: l.brand,
      defaultImg: lineImage(media.get(l.productId), l.color, mediaBaseUrl),
      price: toAed(l.priceFils),
      originalPrice: l.originalPriceFils === null ? null : toAed(l.originalPriceFils),
      priceWithVat: toAed(shownPriceFils(l.priceFils, vat)),
      originalPriceWithVat:
        l.originalPriceFils === null ? null : toAed(shownPriceFils(l.originalPriceFils, vat)),
      lineTotalWithVat: toAed(bag.linesWithVatFils[i] ?? 0),
      quantity: l.quantity,
      stock: l.stock,
      selections: selections(l),
    })),
    totals: {
      ...cartTotalsInAed(bag.totals),
      goodsWithVat: toAed(bag.totals.goodsWithVatFils),
      vatIncluded: toAed(bag.totals.vatIncludedFils),
      vatRounding: toAed(bag.roundingFils),
      discount: toAed(bag.discountWithVatFils),
    },
    promotions: appliedPromotions(promoted),
    code: bagCodeJson(promoted),
    freeShippingGap:
      outcome.freeShippingGapFils === null ? null : toAed(outcome.freeShippingGapFils),
  };
}

/** The product by `_id` or product code; 404 otherwise. */
async function productOf(db: Db, productid: string): Promise<ProductRow> {
  const row = await findProduct(db, productid);
  if (!row) throw refusal('not_found', 'PRODUCT_NOT_FOUND');
  return row;
}

/** The product's own spelling of a choice, matched ignoring case and outer spaces. */
const pick = (values: readonly string[], given: string) =>
  values.find((v) => v.trim().toLowerCase() === given.trim().toLowerCase());

/**
 * The selection in the product's spelling, with the colours and images it was picked from; 400
 * when the colour or size is not offered.
 */
async function offeredSelection(db: Db, product: ProductRow, given: repo.CartSelection) {
  const media = await loadColorImages(db, [product.id]);
  const color = pick(media.get(product.id)?.colors ?? [], given.color);
  if (color === undefined) {
    throw refusal('validation', 'BAD_COLOR');
  }
  const size = pick(product.sizes, given.size);
  if (size === undefined) {
    throw refusal('validation', 'BAD_SIZE');
  }
  return { selection: { color, size }, media };
}

const outOfStock = (name: string) => refusal('conflict', 'OUT_OF_STOCK', { params: { name } });

/**
 * Adds to the bag. A line is product + colour + size; adding it again merges, and the merged
 * quantity is capped at the stock (`capped`), while a single request above stock is refused.
 * Returns the product's colours and images too, for the bag the answer shows.
 */
export async function addProduct(db: Db, userId: string, input: CartLineInput) {
  const product = await productOf(db, input.productid);
  const { selection, media } = await offeredSelection(db, product, input.selections);
  // The chosen colour and size's stock, not the product's total.
  const stock = await repo.variantStock(db, product.id, selection);
  if (stock <= 0) throw outOfStock(product.name);
  if (input.quantity > stock) {
    throw refusal('conflict', 'bag.only_count_items_available_stock', {
      params: { count: stock },
      code: 'INSUFFICIENT_STOCK',
    });
  }
  const { capped } = await repo.addToLine(db, userId, product.id, selection, input.quantity, stock);
  return { capped, media };
}

/** Stored lines keep the product's spelling; match a client's selection to it where we can. */
async function storedSelection(db: Db, product: ProductRow, given?: repo.CartSelection) {
  if (!given) return undefined;
  const media = await loadColorImages(db, [product.id]);
  return {
    color: pick(media.get(product.id)?.colors ?? [], given.color) ?? given.color,
    size: pick(product.sizes, given.size) ?? given.size,
  };
}

/** Removes one line, or every line of the product without selections; removing twice is fine. */
export async function removeProduct(db: Db, userId: string, input: CartRemoveInput) {
  const product = await productOf(db, input.productid);
  const selection = await storedSelection(db, product, input.selections);
  await repo.removeLines(db, userId, product.id, selection);
}

/**
 * Sets a quantity of at least 1 and at most the stock (the cart page's plus and minus): the
 * variant's stock for a line named by colour and size, the product's for every line of it.
 */
export async function updateQuantity(db: Db, userId: string, input: CartUpdateInput) {
  const product = await productOf(db, input.productid);
  const selection = await storedSelection(db, product, input.selections);
  const stock = selection ? await repo.variantStock(db, product.id, selection) : product.stock;
  if (stock <= 0) throw outOfStock(product.name);
  if (input.quantity > stock) {
    throw refusal('conflict', 'bag.only_count_items_stock', {
      params: { count: stock },
      code: 'INSUFFICIENT_STOCK',
    });
  }
  const updated = await repo.setQuantity(db, userId, product.id, selection, input.quantity);
  if (updated === 0) throw refusal('not_found', 'CART_LINE_NOT_FOUND');
}

/** Empties the shopper's bag; inside the caller's transaction when given one. */
export async function clear(db: Db | Tx, userId: string) {
  await repo.clearCart(db, userId);
}

/**
 * The bag's lines with the product fields checkout prices them by, oldest first, inside the
 * caller's transaction when given one.
 */
export const listCartLines: typeof repo.listCartLines = (db, userId) =>
  repo.listCartLines(db, userId);
