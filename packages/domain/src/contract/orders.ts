import { z } from 'zod';
import { ADMIN_ORDER_STATUS_FILTERS } from '../admin-orders';
import { CANCEL_REASONS } from '../cancel-reasons';
import { ORDER_PAYMENT_METHODS } from '../schemas/place-order';
import { shippingAddressAnswer } from './addresses';
import { appliedPromotionAnswer } from './cart';
import { aed, answer, id, isoDate, ok, paging, selections } from './fields';

export const orderItemAnswer = answer({
  _id: id,
  /** The product's _id; the catalogue code once the product is deleted. */
  productid: z.string(),
  name: z.string(),
  /** The product's Arabic name as the catalogue has it now; null without one. */
  nameAr: z.string().nullable(),
  defaultImg: z.string(),
  /** The stored price it was bought at; `priceWithVat` is what the storefront showed. */
  price: aed,
  priceWithVat: aed,
  quantity: z.number().int(),
  selections,
});
export type OrderItem = z.output<typeof orderItemAnswer>;

export const PAYMENT_STATUSES = ['pending', 'partial', 'completed', 'refunded'] as const;

/** The courier and parcel given when shipped; null before. */
export const shipmentAnswer = answer({
  carrier: z.string(),
  carrierName: z.string(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
});

/** A tax credit note of an order (a cancel, each credited return). */
const creditNote = { number: z.string(), issuedAt: isoDate, amount: aed };

/** An order: money in AED, image keys as URLs, the address as it was at checkout. */
export const placedOrderAnswer = answer({
  _id: id,
  orderid: z.string(),
  userid: id,
  items: z.array(orderItemAnswer),
  totalprice: aed,
  subtotal: aed,
  vat: aed,
  shipping: aed,
  status: z.string(),
  paymentMethod: z.enum(ORDER_PAYMENT_METHODS),
  isPaid: z.boolean(),
  paymentDetails: answer({
    amount: aed,
    currency: z.literal('AED'),
    method: z.string(),
    status: z.enum(PAYMENT_STATUSES),
    walletAmount: aed,
    remainingAmount: aed,
    /** Card payments only. */
    paymentIntentId: z.string().nullable().optional(),
    cardLast4: z.string().nullable().optional(),
    /** Tabby orders only: where the capture stands, and why the last try failed. */
    captureState: z.enum(['authorized', 'pending', 'captured', 'closed']).nullable().optional(),
    captureError: z.string().nullable().optional(),
  }),
  amountPaidFromWallet: aed,
  shippingaddress: shippingAddressAnswer,
  zipCode: z.string().nullable(),
  createdAt: isoDate,
  shippedAt: isoDate.nullable(),
  deliveredAt: isoDate.nullable(),
  cancelledAt: isoDate.nullable(),
  /** The shopper asked to cancel after it shipped; the owner has not answered yet. */
  cancelRequestedAt: isoDate.nullable(),
  shipment: shipmentAnswer.nullable(),
  /** The promotions it got; its totals are after them (what was charged). */
  promotions: z.array(appliedPromotionAnswer),
});
export type PlacedOrder = z.output<typeof placedOrderAnswer>;

/** The shopper's order; My Orders adds its tax documents. */
export const orderAnswer = placedOrderAnswer.extend({
  /** The tax invoice's number (INV-000001) once the order has one (My Orders only). */
  invoiceNumber: z.string().nullable().optional(),
  /** Its tax credit notes, oldest first (My Orders only). */
  creditNotes: z.array(answer(creditNote)).optional(),
});
export type Order = z.output<typeof orderAnswer>;

/** GET /api/order: the shopper's orders, newest first. */
export const ordersAnswer = answer({ success: ok, orders: z.array(orderAnswer) });
export type OrdersResponse = z.output<typeof ordersAnswer>;

/** The console's order: the shopper's joined to the customer, with what the owner acts on. */
export const adminOrderAnswer = placedOrderAnswer.extend({
  userName: z.string(),
  contactDetails: z.string(),
  updatedAt: isoDate,
  /** The shopper's bank disputed the card payment. */
  dispute: answer({ at: isoDate, reason: z.string().nullable() }).nullable(),
  /**
   * The shopper asked to cancel in transit; open until the owner settles it. `reason` is a
   * CANCEL_REASONS key and `note` their own words, each null when not given.
   */
  cancelRequest: answer({
    at: isoDate,
    reason: z.enum(CANCEL_REASONS).nullable(),
    note: z.string().nullable(),
  }).nullable(),
  /** AED the card provider reports refunded to the card. */
  cardRefunded: aed,
  /**
   * A cancelled Tabby or Tamara order's money not yet given back to the provider: `pending`
   * with the AED still owed and the last failed try (the background check asks again), or
   * `done`; null when nothing was owed.
   */
  payLaterRefund: answer({
    state: z.enum(['pending', 'done']),
    owed: aed,
    triedAt: isoDate.nullable(),
    error: z.string().nullable(),
  })
    .nullable()
    .optional(),
  /** The tax invoice, once issued. */
  invoice: answer({ number: z.string(), issuedAt: isoDate }).nullable().optional(),
  /** Its credit notes, oldest first, each with why it was issued. */
  creditNotes: z.array(answer({ ...creditNote, reason: z.string() })).optional(),
});
export type AdminOrder = z.output<typeof adminOrderAnswer>;

/** How many orders each status filter holds, and all of them. */
export const orderStatsAnswer = z.record(
  z.enum([...ADMIN_ORDER_STATUS_FILTERS, 'total']),
  z.number().int(),
);
export type OrderStats = z.output<typeof orderStatsAnswer>;

/** GET /api/admin/orders. `totalCapped`: a search matched more than `total`. */
export const adminOrderPageAnswer = answer({
  success: ok,
  orders: z.array(adminOrderAnswer),
  ...paging,
  totalCapped: z.boolean().optional(),
  stats: orderStatsAnswer,
});
export type AdminOrderPage = z.output<typeof adminOrderPageAnswer>;

/** What the console's status, code and cancel calls answer. */
export const orderChangeAnswer = answer({
  success: ok,
  message: z.string(),
  order: adminOrderAnswer,
});
export type OrderChange = z.output<typeof orderChangeAnswer>;
