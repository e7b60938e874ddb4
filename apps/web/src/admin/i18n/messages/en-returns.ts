/** /admin/manage-return (admin spec section 2, Manage Returns). */
export const enAdminReturns = {
  'returns.title': 'Manage Returns',
} as const;
