import { jwtVerify } from 'jose';
import { refusal } from '#platform/errors';
import type {
  PayLaterDraft,
  PayLaterNotice,
  PayLaterPayment,
  PayLaterProvider,
  PayLaterSession,
  PayLaterShipment,
} from './pay-later-provider';
import type { RefundClaims } from './pay-later-refund-claims';
import { PAY_LATER_TIMEOUT_MS, payLaterHttp } from './pay-later-http';
import { tamaraMoney, tamaraPaymentOf, tamaraSessionBody } from './tamara-wire';

export const TAMARA_API = 'https://api.tamara.co';
/** Where Tamara posts its notifications (the session's merchant_url.notification). */
export const TAMARA_WEBHOOK_PATH = '/api/payments/tamara/webhook';

/** Tamara unreachable or failing: nothing the shopper sent was wrong, so a 503 they can act on. */
export const tamaraUnavailable = (cause?: unknown) =>
  Object.assign(refusal('unavailable', 'TAMARA_UNAVAILABLE'), { cause });

export interface TamaraKeys {
  apiToken: string;
  notificationToken: string;
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
      total_amount: tamaraMoney(amountFils),
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
    // Tamara lists the refund by its reference once made, perhaps by a caller that stopped
    // before saying so: its claim is then marked done, and nothing is asked.
    const made = async (payment: PayLaterPayment) => {
      if (!payment.refundReferences.includes(reference)) return false;
      await this.claims.done(reference);
      return true;
    };
    const before = await this.read(orderId);
    if (await made(before)) return before;
    // Another caller asking for the same refund is waited for (its call has a timeout); a claim
    // outliving that timeout was left by a caller that stopped, and is taken over.
    const staleAfter = PAY_LATER_TIMEOUT_MS + 5_000;
    let claim = await this.claims.take(reference, orderId, staleAfter);
    for (let waited = 0; claim === 'held' && waited < staleAfter + 5_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      claim = await this.claims.take(reference, orderId, staleAfter);
    }
    if (claim === 'done') return this.read(orderId);
    if (claim === 'held') {
      throw refusal('conflict', 'REFUND_IN_PROGRESS');
    }
    if (claim === 'stale') {
      // The stopped caller's call may have reached Tamara since the read above.
      const now = await this.read(orderId);
      if (await made(now)) return now;
    }
    try {
      const { status } = await this.call(
        'POST',
        `/payments/simplified-refund/${encodeURIComponent(orderId)}`,
        {
          total_amount: tamaraMoney(amountFils),
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
      total_amount: tamaraMoney(open),
      shipping_amount: tamaraMoney(0),
      tax_amount: tamaraMoney(0),
      discount_amount: tamaraMoney(0),
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
