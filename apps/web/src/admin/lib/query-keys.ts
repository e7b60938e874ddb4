/**
 * Query keys of the back office, all under 'admin' so signing out drops every one of them.
 * A feature adds its own entry here (orders, returns, offers, products).
 */
export const adminKeys = {
  all: ['admin'] as const,
  dashboardStats: () => ['admin', 'dashboard', 'stats'] as const,
  /** The signed-in member's two-step sign-in, passkeys and the store's sign-in rule. */
  security: () => ['admin', 'security'] as const,
  customers: (params: object) => ['admin', 'customers', params] as const,
  /** One customer's page: its profile, orders, returns or wallet (every page of it without params). */
  customer: (id: string, part: string, params?: object) =>
    params
      ? (['admin', 'customer', id, part, params] as const)
      : (['admin', 'customer', id, part] as const),
  orders: () => ['admin', 'orders'] as const,
  orderList: (params: object) => ['admin', 'orders', 'list', params] as const,
  /** Every order's delivery-code expiry, or one order's. */
  deliveryCodes: () => ['admin', 'orders', 'delivery-code'] as const,
  deliveryCode: (orderid: string) => ['admin', 'orders', 'delivery-code', orderid] as const,
  /** The couriers the ship dialog offers (the store's setting). */
  couriers: () => ['admin', 'couriers'] as const,
  offers: () => ['admin', 'offers'] as const,
  /** Every promotion query (no id), or one promotion's form. */
  promotions: () => ['admin', 'promotions'] as const,
  promotion: (id: string) => ['admin', 'promotions', 'one', id] as const,
  returns: () => ['admin', 'returns'] as const,
  returnList: (params: object) => ['admin', 'returns', 'list', params] as const,
  /** Every return's code expiry, or one return's. */
  returnCodes: () => ['admin', 'returns', 'code'] as const,
  returnCode: (returnid: string) => ['admin', 'returns', 'code', returnid] as const,
  /** Every page of the product table (no params), or one page. */
  products: (params?: object) =>
    params ? (['admin', 'products', 'list', params] as const) : (['admin', 'products'] as const),
  product: (id: string) => ['admin', 'products', 'one', id] as const,
  /** The Low stock page: under products, so a product saved refreshes it too. */
  lowStock: (params: object) => ['admin', 'products', 'low-stock', params] as const,
  auditLog: (params: object) => ['admin', 'audit-log', params] as const,
  me: ['admin', 'me'] as const,
  staff: ['admin', 'staff'] as const,
  /** A member's devices as the owner sees them: under staff, so a staff write reads them again. */
  memberDevices: (id: string) => ['admin', 'staff', 'devices', id] as const,
  devices: ['admin', 'me', 'sessions'] as const,
};
