import type Stripe from 'stripe';
import { refusal, type AppError } from '#platform/errors';
import type { IntentState, IntentStatus, PaymentProvider } from './payment-provider';

/**
 * Stripe's client is loaded only when keys are configured: a store on the test provider starts
 * without it. `client` is for tests, which point it at a port on this machine.
 */
export async function createStripeProvider(
  keys: { secretKey: string; publishableKey: string },
  client: Stripe.StripeConfig = {},
): Promise<StripePaymentProvider> {
  const { default: StripeClient } = await import('stripe');
  return new StripePaymentProvider(
    new StripeClient(keys.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...client }),
    keys.publishableKey,
  );
}

/**
 * Stripe unreachable, or failing on its side or on our keys: nothing the shopper sent was wrong,
 * so they get a 503 they can act on (try again, or pay another way), and the log keeps Stripe's
 * own error as the cause.
 */
function stripeUnavailable(err: unknown): AppError {
  return Object.assign(refusal('unavailable', 'PAYMENT_PROVIDER_UNAVAILABLE'), { cause: err });
}

/** Stripe, used when both keys are configured; the page confirms the card with Stripe.js. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;

  constructor(
    private readonly stripe: Stripe,
    readonly publishableKey: string,
  ) {}

  async createIntent(amountFils: number, currency: string, metadata: Record<string, string>) {
    // AED is a two-decimal currency for Stripe, so its smallest unit is exactly our fils.
    const intent = await this.stripe.paymentIntents
      .create({
        amount: amountFils,
        currency: currency.toLowerCase(),
        metadata,
        automatic_payment_methods: { enabled: true },
      })
      .catch((err: unknown) => Promise.reject(stripeUnavailable(err)));
    if (!intent.client_secret) throw new Error('Stripe returned no client secret');
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  async retrieve(id: string): Promise<IntentState | undefined> {
    let intent;
    try {
      intent = await this.stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] });
    } catch (err) {
      // An id Stripe does not know, or not of its form, is no payment of ours: not confirmed.
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 404 || status === 400) return undefined;
      throw stripeUnavailable(err);
    }
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    return {
      id: intent.id,
      status: intent.status as IntentStatus,
      amountFils: intent.amount,
      currency: intent.currency,
      userId: intent.metadata?.userId,
      cardLast4: charge?.payment_method_details?.card?.last4 ?? undefined,
      amountRefundedFils: charge?.amount_refunded ?? 0,
    };
  }

  async refund(id: string, amountFils?: number): Promise<void> {
    await this.stripe.refunds.create(
      { payment_intent: id, ...(amountFils === undefined ? {} : { amount: amountFils }) },
      // One refund per intent and amount even when the caller retries after a timeout.
      { idempotencyKey: `refund:${id}:${amountFils ?? 'all'}` },
    );
  }
}
