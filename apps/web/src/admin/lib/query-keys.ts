/**
 * Query keys of the back office, all under 'admin' so signing out drops every one of them.
 * A feature adds its own entry here (orders, returns, offers, products).
 */
export const adminKeys = {
  all: ['admin'] as const,
  dashboardStats: () => ['admin', 'dashboard', 'stats'] as const,
  customers: (params: object) => ['admin', 'customers', params] as const,
};
