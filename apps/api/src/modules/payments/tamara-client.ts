import { filsOfTamaraAmount, tamaraAmount } from '@store/domain';
import { jwtVerify } from 'jose';
import { AppError } from '#platform/errors';
import type {
  PayLaterDraft,
  PayLaterNotice,
  PayLaterPayment,
  PayLaterProvider,
  PayLaterSession,
  PayLaterShipment,
  PayLaterStatus,
} from './pay-later-provider';
import { PAY_LATER_TIMEOUT_MS, payLaterHttp } from './pay-later-http';

export const TAMARA_API = 'https://api.tamara.co';
/** Where Tamara posts its notifications (the session's merchant_url.notification). */
export const TAMARA_WEBHOOK_PATH = '/api/payments/tamara/webhook';

/** Tamara unreachable or failing: nothing the shopper sent was wrong, so a 503 they can act on. */
export const tamaraUnavailable = (cause?: unknown) =>
  Object.assign(
    new AppError(
      'unavailable',
      'Tamara is unavailable right now. Please try again in a moment or choose another payment method.',
      'TAMARA_UNAVAILABLE',
    ),
    { cause },
  );

/**
 * The refunds asked of Tamara, claimed in the store's database before each call (decision 91):
 * Tamara's refund takes no idempotency key, so a refund delivered twice is asked once.
 * `take` answers 'taken' (this caller asks), 'held' (another is asking now) or 'done'.
 */
export interface RefundClaims {
  take(reference: string, paymentId: string): Promise<'taken' | 'held' | 'done'>;
  done(reference: string): Promise<void>;
  release(reference: string): Promise<void>;
}

export interface TamaraKeys {
  apiToken: string;
  notificationToken: string;
}

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
const money = (amountFils: number) => ({ amount: tamaraAmount(amountFils), currency: 'AED' });

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
    total_amount: money(draft.amountFils),
    shipping_amount: money(draft.shippingFils),
    tax_amount: money(draft.vatFils),
    discount: { name: 'Promotions', amount: money(draft.discountFils) },
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
      unit_price: money(line.priceFils),
      discount_amount: money(line.discountFils ?? 0),
      tax_amount: money(0),
      total_amount: money(line.priceFils * line.quantity - (line.discountFils ?? 0)),
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

/**
 * Tamara's API over HTTP (decision 90): the same code talks to api.tamara.co or, under
 * TAMARA_MODE=test, to the store's own test provider on loopback; only the address and tokens
 * differ. Tamara's capture and refund take no idempotency key, so each is made once by reading
 * the order first (Tamara refuses to capture more than the order holds) and, for refunds, by a
 * claim in the store's database.
 */
export class TamaraClient implements PayLaterProvider {
  readonly name = 'tamara' as const;
  private readonly call: ReturnType<typeof payLaterHttp>;

  constructor(
    readonly mode: 'live' | 'test',
    baseUrl: () => string,
    private readonly keys: TamaraKeys,
    private readonly claims: RefundClaims,
  ) {
    // Tamara's 5xx is unavailable at the call: its callers read meaning into a 4xx.
    this.call = payLaterHttp({
      baseUrl,
      token: keys.apiToken,
      unavailable: tamaraUnavailable,
      serverErrorIsUnavailable: true,
      name: 'Tamara',
    });
  }

  private async read(orderId: string): Promise<PayLaterPayment> {
    const payment = await this.retrieve(orderId);
    if (!payment) throw tamaraUnavailable(new Error('Tamara does not know the order'));
    return payment;
  }

  async createSession(draft: PayLaterDraft): Promise<PayLaterSession> {
    const { status, json } = await this.call(
      'POST',
      '/checkout',
      tamaraSessionBody(draft, `${new URL(draft.urls.success).origin}${TAMARA_WEBHOOK_PATH}`),
    );
    const s = (json ?? {}) as { order_id?: string; checkout_id?: string; checkout_url?: string };
    if (status < 300 && s.order_id && s.checkout_id && s.checkout_url) {
      return {
        status: 'created',
        sessionId: s.checkout_id,
        paymentId: s.order_id,
        webUrl: s.checkout_url,
      };
    }
    // A 4xx is Tamara declining the session (its limits, or the shopper): not offered.
    if (status >= 400 && status < 500 && status !== 401 && status !== 403) {
      return { status: 'rejected', sessionId: null, paymentId: null };
    }
    throw tamaraUnavailable(new Error(`Tamara answered ${status} to a session`));
  }

  async retrieve(orderId: string): Promise<PayLaterPayment | undefined> {
    const { status, json } = await this.call(
      'GET',
      `/merchants/orders/${encodeURIComponent(orderId)}`,
    );
    if (status === 404 || status === 400) return undefined;
    const payment = status < 300 ? tamaraPaymentOf(json) : undefined;
    if (!payment) throw tamaraUnavailable(new Error(`Tamara answered ${status} to an order read`));
    return payment;
  }

  async authorise(orderId: string): Promise<PayLaterPayment> {
    const id = encodeURIComponent(orderId);
    await this.call('POST', `/orders/${id}/authorise`, { order_id: orderId });
    // Authorised now or by a racing call: the order as it stands says which.
    return this.read(orderId);
  }

  async capture(
    orderId: string,
    amountFils: number,
    _reference: string,
    shipment?: PayLaterShipment,
  ): Promise<PayLaterPayment> {
    const before = await this.read(orderId);
    if (before.capturedFils + amountFils > before.amountFils) return before;
    const { status } = await this.call('POST', '/payments/capture', {
      order_id: orderId,
      total_amount: money(amountFils),
      shipping_info: {
        shipped_at: (shipment?.shippedAt ?? new Date()).toISOString(),
        shipping_company: shipment?.company || 'Souq Style',
        ...(shipment?.trackingNumber ? { tracking_number: shipment.trackingNumber } : {}),
      },
    });
    const after = await this.read(orderId);
    if (status >= 300 && after.capturedFils + amountFils > after.amountFils) return after;
    if (status >= 300) throw tamaraUnavailable(new Error(`Tamara answered ${status} to a capture`));
    return after;
  }

  async refund(orderId: string, amountFils: number, reference: string): Promise<PayLaterPayment> {
    const before = await this.read(orderId);
    if (before.refundReferences.includes(reference)) return before;
    // Another caller asking for the same refund is waited for (its call has a timeout).
    let claim = await this.claims.take(reference, orderId);
    for (let waited = 0; claim === 'held' && waited < PAY_LATER_TIMEOUT_MS + 5_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      claim = await this.claims.take(reference, orderId);
    }
    if (claim === 'done') return this.read(orderId);
    if (claim === 'held') {
      throw new AppError(
        'conflict',
        'This refund is being made. Please look again in a moment.',
        'REFUND_IN_PROGRESS',
      );
    }
    try {
      const { status } = await this.call(
        'POST',
        `/payments/simplified-refund/${encodeURIComponent(orderId)}`,
        {
          total_amount: money(amountFils),
          comment: `Refund ${reference}`,
          merchant_refund_id: reference,
        },
      );
      if (status >= 300)
        throw tamaraUnavailable(new Error(`Tamara answered ${status} to a refund`));
    } catch (err) {
      await this.claims.release(reference);
      throw err;
    }
    await this.claims.done(reference);
    return this.read(orderId);
  }

  async close(orderId: string): Promise<PayLaterPayment> {
    const before = await this.read(orderId);
    if (before.status === 'CLOSED' || before.status === 'EXPIRED') return before;
    const open = before.amountFils - before.capturedFils;
    const { status } = await this.call('POST', `/orders/${encodeURIComponent(orderId)}/cancel`, {
      total_amount: money(open),
      shipping_amount: money(0),
      tax_amount: money(0),
      discount_amount: money(0),
    });
    const after = await this.read(orderId);
    if (status >= 300 && after.status !== 'CLOSED') {
      throw tamaraUnavailable(new Error(`Tamara answered ${status} to a cancel`));
    }
    return after;
  }

  /**
   * Tamara's notification carries `tamaraToken`, a JWT signed (HS256) with the merchant's
   * notification token, in the Authorization header and in the address's query.
   */
  async verifyNotification({ headers, query }: PayLaterNotice): Promise<boolean> {
    const auth = headers.authorization;
    const bearer = typeof auth === 'string' ? /^Bearer\s+(\S+)$/i.exec(auth)?.[1] : undefined;
    const token = bearer ?? (typeof query.tamaraToken === 'string' ? query.tamaraToken : '');
    if (!token || token.length > 4096) return false;
    try {
      await jwtVerify(token, new TextEncoder().encode(this.keys.notificationToken), {
        algorithms: ['HS256'],
      });
      return true;
    } catch {
      return false;
    }
  }
}
