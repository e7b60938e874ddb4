/** /admin/products/* (admin spec section 2: add, manage, edit, view). */
export const enAdminProducts = {
  'products.addTitle': 'Add Product',
  'products.manageTitle': 'Manage Product',
  'products.editTitle': 'Edit Product',
  'products.viewTitle': 'Product view',
} as const;
