import { ID, ORDER_ID, type Call } from './call';

const RETURN_ID = 'RT-M82RV280AB12CD';
const IMAGE_KEY = 'products/2026/11/0a1b2c3d4e5f60718293.webp';

/** The product form as the back office sends it (its images need not exist for this table). */
const PRODUCT_FORM = {
  name: 'Linen Camp Shirt',
  brand: 'Dune & Co',
  price: 149.5,
  originalPrice: 199,
  discount: 25,
  category: 'Shirts',
  subcategory: 'Casual',
  description: 'An airy linen shirt for Dubai summers.',
  gender: 'men',
  stock: 12,
  sizes: ['S', 'M'],
  colors: ['Navy'],
  colorImages: { Navy: [IMAGE_KEY] },
};

/** The promotion form as the console sends it. */
const PROMOTION_FORM = {
  nameEn: 'Ramadan',
  nameAr: 'رمضان',
  kind: 'code',
  code: 'RAMADAN20',
  startsAt: '2030-03-01T00:00:00+04:00',
  endsAt: '2030-04-01T00:00:00+04:00',
  reward: {
    kind: 'items_percent',
    percent: 20,
    maxDiscount: 50,
    target: { categories: ['Abayas'], genders: ['women'], brands: ['Dune & Co'], productIds: [ID] },
  },
  conditions: { minSubtotal: 300, emails: ['layla@example.ae'] },
  limits: { totalUses: 100, perShopper: 1 },
};

/**
 * The console's original calls, and the back office's calls of our own. Multipart uploads are
 * left to their own tests.
 */
export const ADMIN_CALLS: Call[] = [
  {
    method: 'POST',
    url: '/api/admin/login',
    auth: 'none',
    body: { username: 'admin', password: 'admin-password' },
  },
  {
    method: 'GET',
    url: '/api/admin/dashboard/users',
    auth: 'admin',
    query: { page: '1', limit: '20', q: 'layla' },
  },
  {
    method: 'GET',
    url: '/api/admin/products',
    auth: 'admin',
    query: { q: 'abaya', page: '1', limit: '20' },
  },
  {
    method: 'GET',
    url: '/api/admin/products',
    auth: 'admin',
    query: { gender: 'women', category: 'Abayas', stock: 'low', sort: 'price-asc', limit: '50' },
  },
  {
    method: 'POST',
    url: '/api/admin/products/bulk-delete',
    auth: 'admin',
    body: { ids: [ID, 'SS-000001'] },
  },
  {
    method: 'POST',
    url: '/api/admin/products/bulk-discount',
    auth: 'admin',
    body: { ids: [ID, 'SS-000001'], discount: 20 },
  },
  {
    method: 'POST',
    url: '/api/admin/products/bulk-price',
    auth: 'admin',
    body: { ids: [ID, 'SS-000001'], percent: -10 },
  },
  {
    method: 'GET',
    url: '/api/admin/products/low-stock',
    auth: 'admin',
    query: { threshold: '5', page: '1' },
  },
  { method: 'GET', url: '/api/admin/products/:id', auth: 'admin', params: { id: 'DM-0001' } },
  { method: 'POST', url: '/api/admin/products/addProduct', auth: 'admin', body: PRODUCT_FORM },
  { method: 'GET', url: '/api/admin/products/export', auth: 'admin', query: { format: 'csv' } },
  {
    method: 'PUT',
    url: '/api/admin/products/update-product',
    auth: 'admin',
    body: { productid: 'DM-0001', ...PRODUCT_FORM },
  },
  {
    method: 'DELETE',
    url: '/api/admin/products/delete-product',
    auth: 'admin',
    body: { productId: ID },
  },
  {
    method: 'PUT',
    url: '/api/admin/products/updateImage',
    auth: 'admin',
    body: { productId: ID, color: 'Navy', position: 0 },
  },
  { method: 'DELETE', url: '/api/delete-image', auth: 'admin', body: { imagePath: IMAGE_KEY } },
  {
    method: 'GET',
    url: '/api/admin/orders',
    auth: 'admin',
    query: { q: 'Layla', status: 'shipped', range: '7d', page: '1' },
  },
  {
    method: 'GET',
    url: '/api/admin/orders/export',
    auth: 'admin',
    query: { q: 'layla', status: 'shipped', range: '30d', flag: 'all', format: 'csv' },
  },
  { method: 'GET', url: '/api/admin/orders/couriers', auth: 'admin' },
  {
    method: 'POST',
    url: '/api/admin/orders/updateStatus',
    auth: 'admin',
    body: { orderid: ORDER_ID, status: 'Shipped' },
  },
  {
    method: 'POST',
    url: '/api/admin/orders/cancelRequest',
    auth: 'admin',
    body: { orderid: ORDER_ID, decision: 'returned' },
  },
  { method: 'POST', url: '/api/admin/orders/sendOtp', auth: 'admin', body: { orderid: ORDER_ID } },
  { method: 'POST', url: '/api/admin/orders/otp', auth: 'admin', body: { orderid: ORDER_ID } },
  {
    method: 'POST',
    url: '/api/admin/orders/retryCapture',
    auth: 'admin',
    body: { orderid: ORDER_ID },
  },
  {
    method: 'POST',
    url: '/api/admin/orders/verifyOtp',
    auth: 'admin',
    body: { orderid: ORDER_ID, otp: '1234' },
  },
  {
    method: 'PUT',
    url: '/api/admin/offers/update-offer',
    auth: 'admin',
    body: {
      offerId: ID,
      title: 'Eid sale',
      description: 'Up to half off abayas',
      discountText: '50% OFF',
      productIds: ['PRD-0001'],
      s3Key: 'offers/eid.webp',
      imageUrl: 'https://cdn.example.ae/offers/eid.webp',
    },
  },
  { method: 'POST', url: '/api/admin/offers/delete-offer', auth: 'admin', body: { offerId: ID } },
  {
    method: 'GET',
    url: '/api/admin/returns',
    auth: 'admin',
    query: { q: 'RT-', status: 'return_requested', page: '1' },
  },
  {
    method: 'POST',
    url: '/api/admin/returns/updateReturnStatus',
    auth: 'admin',
    body: { return_id: RETURN_ID, status: 'approved_by_shop_owner' },
  },
  {
    method: 'POST',
    url: '/api/admin/returns/deleteReturn',
    auth: 'admin',
    body: { return_id: RETURN_ID },
  },
  {
    method: 'POST',
    url: '/api/admin/returns/addOtp',
    auth: 'admin',
    body: { returnid: RETURN_ID },
  },
  {
    method: 'POST',
    url: '/api/admin/returns/getOtp',
    auth: 'admin',
    body: { returnid: RETURN_ID },
  },
  {
    method: 'POST',
    url: '/api/admin/returns/verifyOtp',
    auth: 'admin',
    body: { returnid: RETURN_ID, otp: '1234' },
  },
  { method: 'POST', url: '/api/admin/wallet/credit', auth: 'admin', body: { returnid: RETURN_ID } },
  { method: 'GET', url: '/api/admin/reports/vat', auth: 'admin', query: { month: '2030-05' } },
  { method: 'GET', url: '/api/admin/customers/:id', auth: 'admin', params: { id: ID } },
  {
    method: 'GET',
    url: '/api/admin/customers/:id/orders',
    auth: 'admin',
    params: { id: ID },
    query: { page: '1' },
  },
  { method: 'GET', url: '/api/admin/customers/:id/returns', auth: 'admin', params: { id: ID } },
  {
    method: 'GET',
    url: '/api/admin/customers/:id/wallet',
    auth: 'admin',
    params: { id: ID },
    query: { page: '1' },
  },
  {
    method: 'POST',
    url: '/api/admin/customers/:id/wallet/adjust',
    auth: 'admin',
    params: { id: ID },
    body: {
      type: 'credit',
      amount: 25.5,
      reason: 'Sorry for the late delivery',
      idempotencyKey: '0a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d',
    },
  },
  {
    method: 'GET',
    url: '/api/admin/audit-log',
    auth: 'admin',
    query: { objectType: 'product', objectId: ID, before: ID, limit: '50' },
  },
  { method: 'GET', url: '/api/admin/promotions', auth: 'admin', query: { page: '1', limit: '20' } },
  { method: 'GET', url: '/api/admin/promotions/:id', auth: 'admin', params: { id: ID } },
  { method: 'POST', url: '/api/admin/promotions', auth: 'admin', body: PROMOTION_FORM },
  {
    method: 'PUT',
    url: '/api/admin/promotions/:id',
    auth: 'admin',
    params: { id: ID },
    body: PROMOTION_FORM,
  },
  { method: 'POST', url: '/api/admin/promotions/:id/pause', auth: 'admin', params: { id: ID } },
  { method: 'POST', url: '/api/admin/promotions/:id/resume', auth: 'admin', params: { id: ID } },
  { method: 'POST', url: '/api/admin/promotions/:id/duplicate', auth: 'admin', params: { id: ID } },
  {
    method: 'POST',
    url: '/api/admin/promotions/:id/codes',
    auth: 'admin',
    params: { id: ID },
    body: { count: 10 },
  },
  { method: 'GET', url: '/api/admin/promotions/:id/codes.csv', auth: 'admin', params: { id: ID } },
  { method: 'DELETE', url: '/api/admin/promotions/:id', auth: 'admin', params: { id: ID } },
];
