import { filsOfTamaraAmount, tamaraAmount } from '@store/domain';
import type { PayLaterDraft, PayLaterPayment, PayLaterStatus } from './pay-later-provider';

// What the store sends Tamara and reads back (decision 90): the checkout session's request and
// the order details, with money as Tamara writes it (a JSON number of AED and its currency).

/** Tamara's order statuses, as the store's pay-later statuses (decision 90). */
const STATUS_OF: Readonly<Record<string, PayLaterStatus>> = {
  new: 'CREATED',
  approved: 'APPROVED',
  authorised: 'AUTHORIZED',
  partially_captured: 'AUTHORIZED',
  fully_captured: 'CLOSED',
  partially_refunded: 'CLOSED',
  fully_refunded: 'CLOSED',
  canceled: 'CLOSED',
  declined: 'REJECTED',
  expired: 'EXPIRED',
};

type Money = { amount?: unknown; currency?: unknown } | undefined;
const fils = (m: Money) => filsOfTamaraAmount(m?.amount ?? 0);
/** An amount of fils as Tamara's money object: AED, with at most two decimals. */
export const tamaraMoney = (amountFils: number) => ({
  amount: tamaraAmount(amountFils),
  currency: 'AED',
});

/** Tamara's order details (GET /merchants/orders/{id}), read defensively: anything odd is none. */
export function tamaraPaymentOf(body: unknown): PayLaterPayment | undefined {
  const o = body as Record<string, unknown> | null;
  if (!o || typeof o.order_id !== 'string') return undefined;
  const status = STATUS_OF[String(o.status ?? '')];
  const total = o.total_amount as Money;
  const amountFils = fils(total);
  const capturedFils = fils(o.captured_amount as Money);
  const refundedFils = fils(o.refunded_amount as Money);
  if (!status || amountFils === null || capturedFils === null || refundedFils === null) {
    return undefined;
  }
  const transactions = (o.transactions ?? {}) as { refunds?: unknown };
  const refunds = Array.isArray(transactions.refunds)
    ? (transactions.refunds as { merchant_refund_id?: unknown }[])
    : [];
  return {
    id: o.order_id,
    status,
    amountFils,
    currency: String(total?.currency ?? ''),
    reference: typeof o.order_reference_id === 'string' ? o.order_reference_id : null,
    capturedFils,
    refundedFils,
    captureReferences: [],
    refundReferences: refunds.flatMap((r) =>
      typeof r.merchant_refund_id === 'string' ? [r.merchant_refund_id] : [],
    ),
  };
}

/** A name split as Tamara's consumer asks for it: the first word, and the rest (or it again). */
function names(full: string) {
  const words = full.trim().split(/\s+/);
  const first = words[0] ?? full;
  return { first_name: first, last_name: words.slice(1).join(' ') || first };
}

/** The checkout session request as Tamara documents it (POST /checkout), amounts in AED. */
export function tamaraSessionBody(draft: PayLaterDraft, notificationUrl: string) {
  const a = draft.address;
  const who = names(draft.buyer.name);
  return {
    order_reference_id: draft.reference,
    order_number: draft.reference,
    total_amount: tamaraMoney(draft.amountFils),
    shipping_amount: tamaraMoney(draft.shippingFils),
    tax_amount: tamaraMoney(draft.vatFils),
    discount: { name: 'Promotions', amount: tamaraMoney(draft.discountFils) },
    description: `Order ${draft.reference}`,
    country_code: 'AE',
    payment_type: 'PAY_BY_INSTALMENTS',
    instalments: draft.instalments ?? 4,
    locale: draft.lang === 'ar' ? 'ar_SA' : 'en_US',
    platform: 'Souq Style',
    is_mobile: false,
    items: draft.lines.map((line) => ({
      name: line.name,
      type: 'Physical',
      reference_id: line.productCode,
      sku: `${line.productCode}-${line.color}-${line.size}`.slice(0, 128),
      quantity: line.quantity,
      unit_price: tamaraMoney(line.priceFils),
      discount_amount: tamaraMoney(line.discountFils ?? 0),
      tax_amount: tamaraMoney(0),
      total_amount: tamaraMoney(line.priceFils * line.quantity - (line.discountFils ?? 0)),
    })),
    consumer: { ...who, email: draft.buyer.email, phone_number: draft.buyer.phone },
    shipping_address: {
      ...who,
      line1: [a.buildingNumber, a.streetName].filter(Boolean).join(', ') || a.area || a.city,
      line2: a.area ?? '',
      region: a.emirate ?? a.city,
      city: a.city,
      country_code: 'AE',
      phone_number: draft.buyer.phone,
    },
    merchant_url: { ...draft.urls, notification: notificationUrl },
  };
}
