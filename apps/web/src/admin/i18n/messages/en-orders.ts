/** /admin/manage-order (admin spec section 2, Manage Orders). */
export const enAdminOrders = {
  'orders.title': 'Manage Orders',
} as const;
