/** Query keys in one place, so features can invalidate each other's data without guessing. */
export const queryKeys = {
  catalog: {
    all: ['catalog'] as const,
    nav: () => ['catalog', 'nav'] as const,
    products: (filters: object) => ['catalog', 'products', filters] as const,
    productPage: (filters: object) => ['catalog', 'product-page', filters] as const,
    product: (id: string) => ['catalog', 'product', id] as const,
    suggest: (q: string) => ['catalog', 'suggest', q] as const,
    offer: (offerId: string) => ['catalog', 'offer', offerId] as const,
  },
  offers: {
    all: () => ['offers'] as const,
  },
  // The shopper's own data: the auth provider drops every non-catalogue query on sign-out.
  cart: () => ['cart'] as const,
  wishlist: () => ['wishlist'] as const,
  addresses: () => ['addresses'] as const,
  wallet: () => ['wallet'] as const,
  orders: () => ['orders'] as const,
  returns: () => ['returns'] as const,
  notifications: () => ['notifications'] as const,
};
