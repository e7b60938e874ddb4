// The store's business constants and limits. Money, codes and returns keep theirs in
// pricing.ts, codes.ts and returns.ts.

export const CURRENCY = 'AED';
export const COUNTRY = 'United Arab Emirates';
export const DEFAULT_CITY = 'Dubai';

// Sessions and requests
export const TOKEN_REFRESH_MARGIN_SECONDS = 300;
export const REQUEST_TIMEOUT_MS = 30_000;
export const AUTH_FETCH_ATTEMPTS = 2;
/** The wait before a retry is this times the attempt number. */
export const AUTH_FETCH_RETRY_DELAY_MS = 1000;
export const SOCIAL_SIGN_IN_ATTEMPTS = 3;
export const SOCIAL_SIGN_IN_RETRY_WAITS_MS = [1000, 2000] as const;

// Polling and timing on the storefront
export const TOAST_DURATION_MS = 3000;
export const NOTIFICATION_POLL_MS = 30_000;
export const ORDERS_POLL_MS = 10_000;
/** The back office's dashboard refreshes its figures this often while open. */
export const DASHBOARD_POLL_MS = 30_000;
export const HERO_AUTO_ADVANCE_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;
export const ZOOM_MIN_WIDTH_PX = 1200;

// Display limits
export const HERO_TITLE_MAX_CHARS = 50;
export const HERO_DESCRIPTION_MAX_CHARS = 120;
/** Card names and brands longer than 15 characters are cut to 13 plus an ellipsis. */
export const CARD_LABEL_MAX_CHARS = 15;
export const CARD_LABEL_CUT_CHARS = 13;
export const FOOTER_QUICK_LINKS_MAX = 8;
export const LOW_STOCK_THRESHOLD = 5;
export const WALLET_RECENT_TRANSACTIONS = 10;
export const DEFAULT_OFFER_TEXT = '30% OFF';
export const CATALOG_PAGE_LIMIT_MAX = 60;

// The catalogue's query bounds. They live here, away from the zod schema, so the storefront can
// import them without pulling zod into its page chunks.
export const CATALOG_SORTS = ['newest', 'price-asc', 'price-desc', 'discount'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
export const CATALOG_DEFAULT_LIMIT = 24;
/** Longest search text and filter value accepted; longer input is refused, never truncated. */
export const CATALOG_TEXT_MAX_CHARS = 100;
/** A repeatable filter (brand, colour) takes at most this many values. */
export const CATALOG_MULTI_MAX = 30;
/** Discount filter steps offered by the sidebar (each means 'at least this percent off'). */
export const DISCOUNT_STEPS = [10, 20, 30, 40, 50, 60, 70, 80, 90] as const;
/** The header dropdown shows at most this many matches. */
export const SUGGEST_LIMIT = 8;

// Accounts and addresses
export const MAX_SAVED_ADDRESSES = 3;
export const PHONE_DIGITS = 10;
export const PROFILE_ADDRESS_MIN_CHARS = 5;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const ADDRESS_NAME_MIN_CHARS = 2;
export const ADDRESS_NAME_MAX_CHARS = 50;
export const BUILDING_NUMBER_MAX_CHARS = 80;
export const STREET_NAME_MAX_CHARS = 100;
export const AREA_MAX_CHARS = 100;
export const PO_BOX_MAX_DIGITS = 6;
export const ZIP_CODE_DIGITS = 5;

// Back office
const MB = 1024 * 1024;
export const IMAGE_MAX_BYTES = 100 * MB;
export const UPLOAD_TOTAL_MAX_BYTES = 500 * MB;
export const UPLOAD_TIMEOUT_MS = 600_000;
export const DELETE_PRODUCT_TIMEOUT_MS = 30_000;
/** The admin stock badge is 'low' from 1 up to and including this. */
export const ADMIN_LOW_STOCK_MAX = 19;
export const ADMIN_ORDERS_PAGE_SIZE = 10;
/** Manage Returns pages like Manage Orders. */
export const ADMIN_RETURNS_PAGE_SIZE = 10;
export const DASHBOARD_RECENT_ORDERS = 5;
export const ADMIN_USERNAME_MAX_CHARS = 100;
/** Generous: ADMIN_PASSWORD may be a long passphrase; the cap only bounds the hashing work. */
export const ADMIN_PASSWORD_MAX_CHARS = 256;
export const ADMIN_USERS_DEFAULT_LIMIT = 20;
export const ADMIN_USERS_LIMIT_MAX = 100;
/**
 * The shortest customer or order search: shorter text has no trigram, so no index can serve it
 * and it would scan every row.
 */
export const ADMIN_SEARCH_MIN_CHARS = 3;
/** A customer search counts at most this many matches and pages within them. */
export const ADMIN_USERS_SEARCH_CAP = 1000;
/** An order search counts at most this many matches and pages within them. */
export const ADMIN_ORDERS_SEARCH_CAP = 1000;
/** The Manage Orders date filter, as the URL and the API's `range` spell it. */
export const ADMIN_ORDER_DATE_FILTERS = ['all', 'today', '7d', '30d'] as const;
/** The admin product table: rows per page by default and the most one request may ask for. */
export const ADMIN_PRODUCTS_PAGE_SIZE = 10;
export const ADMIN_PRODUCTS_LIMIT_MAX = 100;
/**
 * Decoded size above which an upload is refused before it is decoded: stops decompression bombs
 * (a small file declaring a huge canvas) while a 108-megapixel phone photo still passes.
 */
export const IMAGE_MAX_PIXELS = 120_000_000;
/** Files one upload request may carry (the form's colours times their new images). */
export const UPLOAD_MAX_FILES = 60;
/** Colours, images per colour and sizes one product may have. */
export const PRODUCT_MAX_COLORS = 30;
export const PRODUCT_MAX_IMAGES_PER_COLOR = 20;
export const PRODUCT_MAX_SIZES = 40;
export const DISCOUNT_MIN_PERCENT = 0;
export const DISCOUNT_MAX_PERCENT = 100;
/**
 * A product's price (and original price) in AED, at most: far above any garment, and low enough
 * that an order's sums in fils stay inside the database's 32-bit integers.
 */
export const PRODUCT_PRICE_MAX_AED = 100_000;
/**
 * A product's stock, and a bag line's quantity, at most. Cancels and returns put stock back on
 * top of what the shop owner set, so this leaves the column room for them.
 */
export const PRODUCT_STOCK_MAX = 1_000_000;

export const GENDERS = ['men', 'women', 'kids', 'others'] as const;
export type Gender = (typeof GENDERS)[number];

/** Case-insensitive ('Others' -> 'others'); null when not a product gender. */
export function normalizeGender(input: string): Gender | null {
  if (typeof input !== 'string') return null;
  const key = input.trim().toLowerCase();
  return GENDERS.find((g) => g === key) ?? null;
}

export const EMIRATES = [
  'Abu Dhabi',
  'Dubai',
  'Sharjah',
  'Ajman',
  'Umm Al Quwain',
  'Ras Al Khaimah',
  'Fujairah',
] as const;
export type Emirate = (typeof EMIRATES)[number];

/**
 * The emirates as Arabic text names them, the one list every screen in Arabic reads. Stored
 * addresses, invoices and the VAT return's file keep the English name above.
 */
export const EMIRATE_NAMES_AR: Readonly<Record<Emirate, string>> = {
  'Abu Dhabi': 'أبوظبي',
  Dubai: 'دبي',
  Sharjah: 'الشارقة',
  Ajman: 'عجمان',
  'Umm Al Quwain': 'أم القيوين',
  'Ras Al Khaimah': 'رأس الخيمة',
  Fujairah: 'الفجيرة',
};

/** An emirate's name in `language`; a name that is not an emirate's stays as written. */
export function emirateName(name: string, language: 'en' | 'ar'): string {
  const emirate = normalizeEmirate(name);
  if (!emirate) return name;
  return language === 'ar' ? EMIRATE_NAMES_AR[emirate] : emirate;
}

/** Case- and spacing-insensitive ('abu  dhabi' -> 'Abu Dhabi'); null when not an emirate. */
export function normalizeEmirate(input: string): Emirate | null {
  if (typeof input !== 'string') return null;
  const key = input.trim().replace(/\s+/g, ' ').toLowerCase();
  return EMIRATES.find((e) => e.toLowerCase() === key) ?? null;
}
