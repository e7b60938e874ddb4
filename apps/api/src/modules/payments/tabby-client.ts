import { createHmac, timingSafeEqual } from 'node:crypto';
import { filsOfTabbyAmount, tabbyAmount } from '@store/domain';
import { refusal } from '#platform/errors';
import type {
  PayLaterDraft,
  PayLaterNotice,
  PayLaterPayment,
  PayLaterProvider,
  PayLaterSession,
  PayLaterStatus,
} from './pay-later-provider';
import { payLaterHttp } from './pay-later-http';

export const TABBY_API = 'https://api.tabby.ai';
/** The header Tabby is asked to send with every notification (registered with the webhook). */
export const TABBY_WEBHOOK_HEADER = 'x-store-tabby-auth';

/** Tabby unreachable or failing: nothing the shopper sent was wrong, so a 503 they can act on. */
export const tabbyUnavailable = (cause?: unknown) =>
  Object.assign(refusal('unavailable', 'TABBY_UNAVAILABLE'), { cause });

export interface TabbyKeys {
  secretKey: string;
  merchantCode: string;
  /** The value of TABBY_WEBHOOK_HEADER the webhook was registered with. */
  webhookAuth: string;
}

/** The webhook's header value for a live store: derived from the secret key, so every instance agrees. */
export function webhookAuthFor(secretKey: string): string {
  return createHmac('sha256', secretKey).update('store tabby webhook').digest('hex');
}

const STATUSES: readonly PayLaterStatus[] = [
  'CREATED',
  'AUTHORIZED',
  'CLOSED',
  'REJECTED',
  'EXPIRED',
];
type Movement = { amount?: unknown; reference_id?: unknown };

const sum = (list: Movement[]) =>
  list.reduce((total, m) => total + (filsOfTabbyAmount(m.amount) ?? 0), 0);
const refs = (list: Movement[]) =>
  list.flatMap((m) => (typeof m.reference_id === 'string' ? [m.reference_id] : []));

/** A payment object of Tabby's API, read defensively: anything unexpected is no payment. */
export function paymentOf(body: unknown): PayLaterPayment | undefined {
  const p = body as Record<string, unknown> | null;
  if (!p || typeof p.id !== 'string') return undefined;
  const status = String(p.status ?? '').toUpperCase() as PayLaterStatus;
  const amountFils = filsOfTabbyAmount(p.amount);
  if (!STATUSES.includes(status) || amountFils === null) return undefined;
  const captures = Array.isArray(p.captures) ? (p.captures as Movement[]) : [];
  const refunds = Array.isArray(p.refunds) ? (p.refunds as Movement[]) : [];
  const order = p.order as { reference_id?: unknown } | undefined;
  return {
    id: p.id,
    status,
    amountFils,
    currency: String(p.currency ?? ''),
    reference: typeof order?.reference_id === 'string' ? order.reference_id : null,
    capturedFils: sum(captures),
    refundedFils: sum(refunds),
    captureReferences: refs(captures),
    refundReferences: refs(refunds),
  };
}

/** The session request as Tabby documents it: amounts as two-decimal strings, AED. */
export function sessionBody(draft: PayLaterDraft, merchantCode: string) {
  const a = draft.address;
  return {
    payment: {
      amount: tabbyAmount(draft.amountFils),
      currency: 'AED',
      description: `Order ${draft.reference}`,
      buyer: { name: draft.buyer.name, email: draft.buyer.email, phone: draft.buyer.phone },
      shipping_address: {
        city: a.city,
        address: [a.buildingNumber, a.streetName, a.area, a.emirate].filter(Boolean).join(', '),
        zip: a.pobox ?? '00000',
      },
      order: {
        reference_id: draft.reference,
        tax_amount: tabbyAmount(draft.vatFils),
        shipping_amount: tabbyAmount(draft.shippingFils),
        discount_amount: tabbyAmount(draft.discountFils),
        items: draft.lines.map((line) => ({
          title: line.name,
          quantity: line.quantity,
          unit_price: tabbyAmount(line.priceFils),
          discount_amount: tabbyAmount(line.discountFils ?? 0),
          reference_id: line.productCode,
          category: 'Clothes',
          color: line.color,
          size: line.size,
        })),
      },
    },
    lang: draft.lang,
    merchant_code: merchantCode,
    merchant_urls: draft.urls,
  };
}

/**
 * Tabby's API over HTTP (decision 72): the same code talks to api.tabby.ai or, under
 * TABBY_MODE=test, to the store's own test provider on loopback; only the address and keys
 * differ. Every call has a timeout; a timeout or a 5xx is TABBY_UNAVAILABLE, never a guess.
 */
export class TabbyClient implements PayLaterProvider {
  readonly name = 'tabby' as const;
  private readonly call: ReturnType<typeof payLaterHttp>;

  constructor(
    readonly mode: 'live' | 'test',
    baseUrl: () => string,
    private readonly keys: TabbyKeys,
  ) {
    // Tabby's callers judge every answer themselves, a 5xx included (see pay-later-http).
    this.call = payLaterHttp({
      baseUrl,
      token: keys.secretKey,
      unavailable: tabbyUnavailable,
      serverErrorIsUnavailable: false,
      name: 'Tabby',
    });
  }

  private async payment(method: 'GET' | 'POST', path: string, body?: unknown) {
    const { status, json } = await this.call(method, path, body);
    const payment = status < 300 ? paymentOf(json) : undefined;
    if (!payment) throw tabbyUnavailable(new Error(`Tabby answered ${status} to ${path}`));
    return payment;
  }

  async createSession(draft: PayLaterDraft): Promise<PayLaterSession> {
    const { status, json } = await this.call(
      'POST',
      '/api/v2/checkout',
      sessionBody(draft, this.keys.merchantCode),
    );
    if (status >= 300) throw tabbyUnavailable(new Error(`Tabby answered ${status} to a session`));
    const s = json as {
      id?: string;
      status?: string;
      payment?: { id?: string };
      configuration?: {
        available_products?: { installments?: { web_url?: string }[] };
      };
    };
    const webUrl = s.configuration?.available_products?.installments?.[0]?.web_url;
    const paymentId = s.payment?.id;
    if (s.status === 'created' && s.id && paymentId && webUrl) {
      return { status: 'created', sessionId: s.id, paymentId, webUrl };
    }
    return { status: 'rejected', sessionId: s.id ?? null, paymentId: paymentId ?? null };
  }

  async retrieve(paymentId: string): Promise<PayLaterPayment | undefined> {
    const { status, json } = await this.call(
      'GET',
      `/api/v2/payments/${encodeURIComponent(paymentId)}`,
    );
    if (status === 404 || status === 400) return undefined;
    const payment = status < 300 ? paymentOf(json) : undefined;
    if (!payment) throw tabbyUnavailable(new Error(`Tabby answered ${status} to a payment read`));
    return payment;
  }

  capture(paymentId: string, amountFils: number, reference: string) {
    return this.payment('POST', `/api/v2/payments/${encodeURIComponent(paymentId)}/captures`, {
      amount: tabbyAmount(amountFils),
      reference_id: reference,
    });
  }

  refund(paymentId: string, amountFils: number, reference: string) {
    return this.payment('POST', `/api/v2/payments/${encodeURIComponent(paymentId)}/refunds`, {
      amount: tabbyAmount(amountFils),
      reference_id: reference,
    });
  }

  close(paymentId: string) {
    return this.payment('POST', `/api/v2/payments/${encodeURIComponent(paymentId)}/close`);
  }

  /** Tabby's payments are authorised by the shopper: there is no step for the store. */
  async authorise(paymentId: string): Promise<PayLaterPayment> {
    const payment = await this.retrieve(paymentId);
    if (!payment) throw tabbyUnavailable(new Error('Tabby does not know the payment'));
    return payment;
  }

  /** Whether a notification carries the header registered with the webhook (constant time). */
  verifyNotification({ headers }: PayLaterNotice): boolean {
    const given = headers[TABBY_WEBHOOK_HEADER];
    if (typeof given !== 'string') return false;
    const a = Buffer.from(given);
    const b = Buffer.from(this.keys.webhookAuth);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
