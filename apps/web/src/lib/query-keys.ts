/** Query keys in one place, so features can invalidate each other's data without guessing. */
export const queryKeys = {
  catalog: {
    all: ['catalog'] as const,
    nav: () => ['catalog', 'nav'] as const,
    products: (filters: object) => ['catalog', 'products', filters] as const,
  },
};
