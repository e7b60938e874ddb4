import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { promotions } from './promotions';

/** Numbers of the product codes the back office assigns (SS-000001, ...). */
export const productNumberSeq = pgSequence('product_number_seq', { startWith: 1 });

/**
 * What the admin table's search box searches: product id, name, category, gender, price as
 * shown ('149.50') and discount. The trigram index below is built on exactly this expression.
 */
export function adminSearchText(t: {
  productid: unknown;
  name: unknown;
  category: unknown;
  gender: unknown;
  priceFils: unknown;
  discount: unknown;
}) {
  return sql`lower(${t.productid} || ' ' || ${t.name} || ' ' || ${t.category} || ' ' || ${t.gender} || ' ' || (${t.priceFils} / 100)::text || '.' || lpad((${t.priceFils} % 100)::text, 2, '0') || ' ' || coalesce(${t.discount}::text, ''))`;
}

/**
 * Migration 0011 adds `listing_xid` (xid8, kept by triggers) and the `catalog_removals` table;
 * only readListingChanges reads them, through raw SQL, so they are not declared here.
 */
export const products = pgTable(
  'products',
  {
    id: id(),
    productid: text('productid').notNull(),
    name: text('name').notNull(),
    /** The Arabic name and description (migration 0023); null when the shop wrote none. */
    nameAr: text('name_ar'),
    brand: text('brand').notNull(),
    description: text('description').notNull().default(''),
    descriptionAr: text('description_ar'),
    category: text('category').notNull(),
    subcategory: text('subcategory'),
    gender: text('gender').notNull(),
    priceFils: integer('price_fils').notNull(),
    originalPriceFils: integer('original_price_fils'),
    discount: integer('discount'),
    stock: integer('stock').notNull().default(0),
    sizes: text('sizes')
      .array()
      .notNull()
      .default(sql`'{One Size}'::text[]`),
    /** The sizes, in order, that have a variant above 0: kept by migration 0015's trigger. */
    sizesInStock: text('sizes_in_stock')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_productid_key').on(t.productid),
    check('products_price_non_negative', sql`${t.priceFils} >= 0`),
    check(
      'products_original_price_non_negative',
      sql`${t.originalPriceFils} IS NULL OR ${t.originalPriceFils} >= 0`,
    ),
    check(
      'products_discount_range',
      sql`${t.discount} IS NULL OR (${t.discount} BETWEEN 0 AND 100)`,
    ),
    check('products_stock_non_negative', sql`${t.stock} >= 0`),
    check('products_gender_known', sql`${t.gender} IN ('men', 'women', 'kids', 'others')`),
    index('products_gender_category_idx').on(t.gender, t.category, t.subcategory),
    index('products_category_idx').on(t.category),
    index('products_brand_idx').on(t.brand),
    index('products_price_idx').on(t.priceFils),
    index('products_discount_idx').on(t.discount),
    index('products_created_at_idx').on(t.createdAt),
    index('products_newest_idx').on(t.createdAt.desc(), t.id),
    index('products_admin_search_trgm_idx').using('gin', sql`${adminSearchText(t)} gin_trgm_ops`),
  ],
);

/**
 * Every word of the catalogue's names, brands, categories, subcategories, genders and colours,
 * folded as the storefront's search reads them (migration 0027 keeps it by triggers): the words
 * a misspelt query word is compared with by trigram similarity (docs/decisions/0046).
 */
export const catalogSearchWords = pgTable(
  'catalog_search_words',
  { word: text('word').notNull() },
  (t) => [
    index('catalog_search_words_word_idx').on(t.word),
    index('catalog_search_words_trgm_idx')
      .using('gin', sql`${t.word} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/** A product's colours in display order: position 0 is the default colour. */
export const productColors = pgTable(
  'product_colors',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('product_colors_product_name_key').on(t.productId, t.name),
    index('product_colors_product_position_idx').on(t.productId, t.position),
    index('product_colors_name_idx').on(t.name),
  ],
);

/**
 * Stock per colour × size. products.stock is the sum of a product's variants, written by the
 * statement triggers of migration 0015 whenever a variant is (docs/decisions/0028).
 */
export const productVariants = pgTable(
  'product_variants',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    color: text('color').notNull(),
    size: text('size').notNull(),
    sku: text('sku').notNull(),
    stock: integer('stock').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'product_variants_pkey', columns: [t.productId, t.color, t.size] }),
    // SKUs are unique in the store ignoring case.
    uniqueIndex('product_variants_sku_key').on(sql`lower(${t.sku})`),
    index('product_variants_stock_idx').on(t.stock, t.productId),
    check('product_variants_stock_non_negative', sql`${t.stock} >= 0`),
    check('product_variants_sku_length', sql`char_length(${t.sku}) BETWEEN 1 AND 64`),
  ],
);

/** Images of one colour in display order: position 0 is that colour's main image. */
export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    colorId: uuid('color_id')
      .notNull()
      .references(() => productColors.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_images_color_position_idx').on(t.colorId, t.position),
    index('product_images_storage_key_idx').on(t.storageKey),
  ],
);

export const offers = pgTable(
  'offers',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The Arabic title and description (migration 0023); null when the shop wrote none. */
    titleAr: text('title_ar'),
    descriptionAr: text('description_ar'),
    discountText: text('discount_text').notNull().default(''),
    imageKey: text('image_key'),
    link: text('link'),
    /**
     * The promotion whose products the offer's page lists (migration 0034); null: the offer's
     * own products. Deleting the promotion unlinks it.
     */
    promotionId: uuid('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('offers_created_at_idx').on(t.createdAt),
    index('offers_promotion_id_idx')
      .on(t.promotionId)
      .where(sql`${t.promotionId} IS NOT NULL`),
  ],
);

export const offerProducts = pgTable(
  'offer_products',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('offer_products_key').on(t.offerId, t.productId),
    index('offer_products_product_idx').on(t.productId),
  ],
);

/**
 * 64 counters whose sum rises with every change to the tables above (statement triggers, see
 * migrations 0003 and 0010), so caches on every instance key by it and no writer has to remember
 * to. A transaction bumps the slot its id picks: concurrent checkouts seldom share a row lock.
 */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [check('catalog_version_slot_range', sql`${t.id} BETWEEN 1 AND 64`)],
);
