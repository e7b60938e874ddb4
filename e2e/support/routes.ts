/**
 * Every page of the web app, as the page-width journey (page-widths.test.ts) opens them: a path
 * (or how to find one that exists), who is looking, and what shows once the page is ready. A new
 * screen adds one line to its table.
 */
export interface PageRoute {
  /** The address, or a placeholder (`{product}`, `{offer}`) the journey fills from the store. */
  path: string;
  /**
   * 'shopper' pages are opened signed in, with a saved address, an order and a full bag; 'admin'
   * pages with a back-office session.
   */
  as: 'guest' | 'shopper' | 'admin';
  /** Visible once the page has rendered its content (a CSS selector). */
  ready: string;
}

export const STOREFRONT_PAGES: PageRoute[] = [
  { path: '/', as: 'guest', ready: 'article.product-card' },
  { path: '/men', as: 'guest', ready: 'article.product-card' },
  { path: '/category/women', as: 'guest', ready: 'article.product-card' },
  { path: '/category/men/Shirts', as: 'guest', ready: 'main h1' },
  { path: '/accessories', as: 'guest', ready: 'main h1' },
  { path: '/about-us', as: 'guest', ready: 'main h1' },
  { path: '/offers', as: 'guest', ready: 'main h1' },
  { path: '/offers/{offer}', as: 'guest', ready: 'main h1' },
  { path: '/product/view/{product}', as: 'guest', ready: 'main h1' },
  { path: '/product/search/{product}', as: 'guest', ready: 'main h1' },
  { path: '/login', as: 'guest', ready: 'main form' },
  { path: '/register', as: 'guest', ready: 'main form' },
  { path: '/forgot-password', as: 'guest', ready: 'main form' },
  { path: '/no/such/page', as: 'guest', ready: 'main h1' },
  { path: '/profile', as: 'shopper', ready: 'main h1' },
  { path: '/wishlist', as: 'shopper', ready: 'main h1' },
  { path: '/cart', as: 'shopper', ready: '.cart-row' },
  { path: '/checkout/address', as: 'shopper', ready: 'main h1' },
  { path: '/successToOrder', as: 'shopper', ready: 'main h1' },
  { path: '/orders', as: 'shopper', ready: 'article[data-order-id]' },
  { path: '/notifications', as: 'shopper', ready: 'main h1' },
  { path: '/wallet', as: 'shopper', ready: 'main h1' },
  { path: '/search?q=abaya', as: 'guest', ready: 'article.product-card' },
  { path: '/ar', as: 'guest', ready: 'article.product-card' },
  { path: '/ar/category/women', as: 'guest', ready: 'article.product-card' },
  { path: '/ar/product/view/{product}', as: 'guest', ready: 'main h1' },
  { path: '/ar/cart', as: 'shopper', ready: '.cart-row' },
  { path: '/ar/checkout/address', as: 'shopper', ready: 'main h1' },
];

/** The back office's screens. */
export const CONSOLE_PAGES: PageRoute[] = [
  { path: '/admin/login', as: 'guest', ready: 'form' },
  { path: '/admin', as: 'admin', ready: '.stat-card' },
  { path: '/admin/customers/view', as: 'admin', ready: 'table' },
  { path: '/admin/customers/{customer}', as: 'admin', ready: '.customer-wallet__balance' },
  { path: '/admin/manage-order', as: 'admin', ready: '.admin-card' },
  { path: '/admin/add-offer', as: 'admin', ready: '.offer-item' },
  { path: '/admin/promotions', as: 'admin', ready: 'main table, .admin-empty' },
  { path: '/admin/promotions/new', as: 'admin', ready: '.promo-summary__text' },
  { path: '/admin/manage-return', as: 'admin', ready: '.admin-card' },
  { path: '/admin/products/manage', as: 'admin', ready: 'main table' },
  { path: '/admin/products/add', as: 'admin', ready: 'main form' },
  { path: '/admin/products/edit?id={product}', as: 'admin', ready: '.product-form .image-tile' },
  { path: '/admin/products/view?id={product}', as: 'admin', ready: '.product-view' },
  { path: '/admin/audit-log', as: 'admin', ready: 'main table, .admin-empty' },
  { path: '/admin/products/low-stock', as: 'admin', ready: 'main h1' },
  { path: '/admin/reports', as: 'admin', ready: 'main h1' },
  { path: '/admin/import-export', as: 'admin', ready: 'main h1' },
  { path: '/admin/staff', as: 'admin', ready: 'main table' },
  { path: '/admin/devices', as: 'admin', ready: 'main table' },
  { path: '/admin/no/such/page', as: 'admin', ready: 'main h1' },
];

/** The API's own page (/api/docs) is a page too. */
export const OTHER_PAGES: PageRoute[] = [{ path: '/api/docs', as: 'guest', ready: '.operation' }];

export const ALL_PAGES = [...STOREFRONT_PAGES, ...CONSOLE_PAGES, ...OTHER_PAGES];

/** The widths no page may be wider than: a common Android phone, an iPhone, a tablet. */
export const WIDTHS = [360, 390, 768] as const;
