import * as c from '@store/domain/contract';
import type { z } from 'zod';

/**
 * The success answer of each call the storefront and the console read, as the shared contract's
 * zod schema: the OpenAPI document shows it as the call's response, and the answers test parses
 * the real answer with it. Keyed by method and route as registered.
 */
export const ANSWER_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  'GET /api/auth/getUser': c.getUserAnswer,
  'GET /api/cart/': c.cartAnswer,
  'GET /api/wishlist/': c.wishlistAnswer,
  'POST /api/wishlist/addWishlist': c.wishlistChangeAnswer,
  'POST /api/wishlist/removeWishlist': c.wishlistChangeAnswer,
  'GET /api/checkout/Address': c.addressesAnswer,
  'GET /api/order': c.ordersAnswer,
  'GET /api/order/returns': c.returnsAnswer,
  'GET /api/auth/notifications': c.notificationsAnswer,
  'GET /api/auth/wallet/getWallet': c.walletResponseAnswer,
  'GET /api/catalog/products': c.productPageAnswer,
  'GET /api/catalog/products/:id': c.productDetailAnswer,
  'GET /api/catalog/suggest': c.suggestAnswer,
  'GET /api/catalog/nav': c.catalogNavAnswer,
  'GET /api/api/offers': c.offersAnswer,
  'GET /api/catalog/offers/:offerId': c.offerDetailAnswer,
  'POST /api/payments/create-payment-intent': c.paymentIntentAnswer,
  'GET /api/admin/orders': c.adminOrderPageAnswer,
  'POST /api/admin/orders/updateStatus': c.orderChangeAnswer,
  'POST /api/admin/orders/verifyOtp': c.orderChangeAnswer,
  'POST /api/admin/orders/cancelRequest': c.orderChangeAnswer,
  'GET /api/admin/returns': c.adminReturnsPageAnswer,
  'POST /api/admin/returns/updateReturnStatus': c.returnStatusAnswer,
  'POST /api/admin/returns/verifyOtp': c.returnCodeAnswer,
  'POST /api/admin/wallet/credit': c.walletCreditAnswer,
  'GET /api/admin/products': c.adminProductPageAnswer,
  'GET /api/admin/products/:id': c.adminProductDetailAnswer,
  'GET /api/admin/products/low-stock': c.lowStockPageAnswer,
  'GET /api/admin/dashboard/stats': c.dashboardStatsAnswer,
  'GET /api/admin/dashboard/users': c.customerPageAnswer,
  'GET /api/admin/customers/:id': c.customerProfileAnswer,
  'GET /api/admin/customers/:id/wallet': c.customerWalletAnswer,
  'POST /api/admin/customers/:id/wallet/adjust': c.walletAdjustmentAnswer,
  'GET /api/admin/audit-log': c.auditLogPageAnswer,
  'GET /api/admin/offers': c.adminOffersAnswer,
  'GET /api/admin/reports/vat': c.vatReportResponseAnswer,
};
