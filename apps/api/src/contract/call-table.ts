/**
 * The API's calls with a valid request each, in the original API's field names: the table the
 * input-limits test (input-limits.test.ts) walks, putting a NUL and then 10,000 characters into
 * every text field in turn. The ids need not exist: every one of those requests must be refused
 * by its schema before anything is looked up.
 *
 * A new call adds one line to its table; the test fails for any documented route with a body,
 * query or path parameters that has no line.
 */
import { ADMIN_CALLS } from './admin-calls';
import { ID, ORDER_ID, type Call } from './call';
import { STAFF_CALLS } from './staff-calls';
import { TWO_STEP_CALLS } from './two-step-calls';

export type { Call } from './call';

const address = {
  username: 'Layla Haddad',
  mobileno: '+971 50 123 4567',
  buildingNumber: 'Villa 12',
  streetName: 'Al Wasl Road',
  area: 'Jumeirah',
  city: 'Dubai',
  emirate: 'Dubai',
  pobox: '12345',
  savedaddressas: 'Home',
  defaultaddress: 'true',
  country: 'United Arab Emirates',
};

/** The storefront's original calls, in order (calls without any text field have no line). */
export const STOREFRONT_CALLS: Call[] = [
  {
    method: 'POST',
    url: '/api/auth/login',
    auth: 'none',
    body: { email: 'a@b.ae', password: 'secret1' },
  },
  {
    method: 'POST',
    url: '/api/auth/register',
    auth: 'none',
    body: {
      fullname: 'Layla Haddad',
      email: 'layla@example.ae',
      phoneno: '0501234567',
      address: 'Marina Walk, Dubai',
      password: 'secret1',
    },
  },
  { method: 'POST', url: '/api/auth/google-login', auth: 'none', body: { token: 'a.b.c' } },
  {
    method: 'POST',
    url: '/api/auth/complete-profile',
    auth: 'customer',
    body: { phoneno: '0501234567', address: 'Marina Walk, Dubai' },
  },
  { method: 'POST', url: '/api/auth/send-otp', auth: 'none', body: { email: 'a@b.ae' } },
  { method: 'PATCH', url: '/api/user/language', auth: 'customer', body: { language: 'ar' } },
  { method: 'PUT', url: '/api/user/marketing', auth: 'customer', body: { marketingConsent: true } },
  {
    method: 'POST',
    url: '/api/marketing/unsubscribe',
    auth: 'none',
    body: { token: `${ID}.signature` },
  },
  {
    method: 'POST',
    url: '/api/auth/verify-otp',
    auth: 'none',
    body: { email: 'a@b.ae', code: '123456' },
  },
  {
    method: 'POST',
    url: '/api/auth/reset-password',
    auth: 'none',
    body: { email: 'a@b.ae', code: '123456', password: 'secret1' },
  },
  { method: 'POST', url: '/api/auth/delete-account', auth: 'customer', body: { code: '123456' } },
  {
    method: 'POST',
    url: '/api/cart/addCartProduct',
    auth: 'customer',
    body: { userid: ID, productid: ID, quantity: 1, selections: { color: 'Navy', size: 'M' } },
  },
  { method: 'POST', url: '/api/cart/removeCart', auth: 'customer', body: { productid: ID } },
  {
    method: 'POST',
    url: '/api/cart/updateQuantity',
    auth: 'customer',
    body: { productid: ID, quantity: 2 },
  },
  { method: 'POST', url: '/api/cart/code', auth: 'customer', body: { code: 'RAMADAN20' } },
  { method: 'DELETE', url: '/api/cart/code', auth: 'customer' },
  { method: 'POST', url: '/api/wishlist/addWishlist', auth: 'customer', body: { productid: ID } },
  {
    method: 'POST',
    url: '/api/wishlist/removeWishlist',
    auth: 'customer',
    body: { productid: ID },
  },
  {
    method: 'POST',
    url: '/api/checkout/addAddress',
    auth: 'customer',
    body: { ...address, userid: ID },
  },
  {
    method: 'POST',
    url: '/api/checkout/address/remove',
    auth: 'customer',
    body: { addressid: ID },
  },
  {
    method: 'POST',
    url: '/api/payments/create-payment-intent',
    auth: 'none',
    body: { amount: 10500 },
  },
  { method: 'POST', url: '/api/payments/tabby/session', auth: 'customer', body: { addressId: ID } },
  {
    method: 'POST',
    url: '/api/payments/tamara/session',
    auth: 'customer',
    body: { addressId: ID, instalments: 4 },
  },
  {
    method: 'GET',
    url: '/api/payments/tabby/return',
    auth: 'none',
    query: { payment_id: 'a1b2c3d4-0000-4000-8000-000000000000', result: 'success', lang: 'en' },
  },
  {
    method: 'POST',
    url: '/api/order/addOrder',
    auth: 'customer',
    body: {
      orderid: ORDER_ID,
      userid: ID,
      shippingaddress: { _id: ID, ...address },
      items: [
        {
          _id: ID,
          name: 'Linen Shirt',
          price: 50,
          quantity: 2,
          selections: { color: 'Navy', size: 'M' },
        },
      ],
      totalprice: 105,
      CashOnDelivery: false,
      paymentMethod: 'online',
      isPaid: true,
      paymentDetails: {
        amount: 105,
        currency: 'AED',
        method: 'online',
        status: 'succeeded',
        paymentIntentId: 'pi_test_0123456789abcdef',
        cardLast4: '4242',
      },
      zipCode: '12345',
    },
  },
  {
    method: 'POST',
    url: '/api/order/updatePaymentStatus',
    auth: 'customer',
    body: {
      orderId: ORDER_ID,
      paymentStatus: 'completed',
      paidAmount: 105,
      paymentMethod: 'wallet',
    },
  },
  {
    method: 'POST',
    url: '/api/order/Return',
    auth: 'customer',
    body: {
      userid: ID,
      orderid: ID,
      productid: ID,
      reason: 'Product damaged',
      returntype: 'replacement',
      quantity: 1,
      status: 'return_requested',
    },
  },
  { method: 'POST', url: '/api/order/cancel', auth: 'customer', body: { orderid: ORDER_ID } },
  {
    method: 'GET',
    url: '/api/order/exchange-options',
    auth: 'customer',
    query: { orderid: ORDER_ID, productid: ID, quantity: '1' },
  },
  {
    method: 'POST',
    url: '/api/stock-alerts',
    auth: 'none',
    body: { productId: 'TS-0001', color: 'Navy', size: 'M', email: 'a@b.ae' },
  },
  { method: 'DELETE', url: '/api/stock-alerts/:id', auth: 'customer', params: { id: ID } },
  {
    method: 'POST',
    url: '/api/auth/wallet/process-wallet-payment',
    auth: 'customer',
    body: { userid: ID, orderTotalAmt: 105, orderid: ORDER_ID, paymentMethod: 'wallet' },
  },
  {
    method: 'POST',
    url: '/api/auth/notifications/mark_as_read',
    auth: 'customer',
    body: { id: ID },
  },
];

/** Calls of our own beside the original ones (README's API section). */
export const OUR_CALLS: Call[] = [
  {
    method: 'GET',
    url: '/api/catalog/products',
    auth: 'none',
    query: {
      q: 'linen',
      gender: 'men',
      category: 'Shirts',
      subcategory: 'Casual',
      brand: ['Test Brand', 'Other'],
      color: 'Navy',
      sort: 'newest',
    },
  },
  { method: 'GET', url: '/api/catalog/products/:id', auth: 'none', params: { id: 'TS-0001' } },
  { method: 'GET', url: '/api/catalog/suggest', auth: 'none', query: { q: 'lin' } },
  { method: 'GET', url: '/api/catalog/offers/:offerId', auth: 'none', params: { offerId: ID } },
  {
    method: 'POST',
    url: '/api/checkout/address/default',
    auth: 'customer',
    body: { addressid: ID },
  },
  {
    method: 'POST',
    url: '/api/payments/test/confirm',
    auth: 'customer',
    body: {
      paymentIntentId: 'pi_test_0123456789abcdef',
      card: { number: '4242 4242 4242 4242', expMonth: '12', expYear: '2099', cvc: '123' },
      zipCode: '12345',
    },
  },
  {
    method: 'GET',
    url: '/api/order/returns/:returnId',
    auth: 'customer',
    params: { returnId: ID },
  },
];

export const ALL_CALLS = [
  ...STOREFRONT_CALLS,
  ...OUR_CALLS,
  ...ADMIN_CALLS,
  ...STAFF_CALLS,
  ...TWO_STEP_CALLS,
];
