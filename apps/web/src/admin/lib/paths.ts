/** Every back-office address, for links, redirects and the router. */
export const ADMIN_PATHS = {
  login: '/admin/login',
  dashboard: '/admin',
  orders: '/admin/manage-order',
  returns: '/admin/manage-return',
  offers: '/admin/add-offer',
  promotions: '/admin/promotions',
  newPromotion: '/admin/promotions/new',
  addProduct: '/admin/products/add',
  manageProducts: '/admin/products/manage',
  editProduct: '/admin/products/edit',
  viewProduct: '/admin/products/view',
  lowStock: '/admin/products/low-stock',
  customers: '/admin/customers/view',
  reports: '/admin/reports',
  auditLog: '/admin/audit-log',
  importExport: '/admin/import-export',
  security: '/admin/security',
  staff: '/admin/staff',
  devices: '/admin/devices',
  acceptInvitation: '/admin/accept-invitation',
} as const;

/** One promotion's form in the console (/admin/promotions/:id). */
export const promotionPath = (id: string) => `/admin/promotions/${encodeURIComponent(id)}`;

/** One customer's page in the console (/admin/customers/:id). */
export const customerPath = (id: string) => `/admin/customers/${encodeURIComponent(id)}`;

/** The audit log filtered to one object: what a History link opens. */
export function historyPath(objectType: string, objectId: string): string {
  const params = new URLSearchParams({ objectType, objectId });
  return `${ADMIN_PATHS.auditLog}?${params.toString()}`;
}
