import Stripe from 'stripe';
import type { IntentState, IntentStatus, PaymentProvider } from './payment-provider';

/** Stripe, used when both keys are configured; the page confirms the card with Stripe.js. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;

  constructor(keys: { secretKey: string; publishableKey: string }) {
    this.stripe = new Stripe(keys.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
    this.publishableKey = keys.publishableKey;
  }

  async createIntent(amountFils: number, currency: string, metadata: Record<string, string>) {
    // AED is a two-decimal currency for Stripe, so its smallest unit is exactly our fils.
    const intent = await this.stripe.paymentIntents.create({
      amount: amountFils,
      currency: currency.toLowerCase(),
      metadata,
      automatic_payment_methods: { enabled: true },
    });
    if (!intent.client_secret) throw new Error('Stripe returned no client secret');
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  async retrieve(id: string): Promise<IntentState | undefined> {
    let intent;
    try {
      intent = await this.stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] });
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode === 404) return undefined;
      throw err;
    }
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    return {
      id: intent.id,
      status: intent.status as IntentStatus,
      amountFils: intent.amount,
      currency: intent.currency,
      userId: intent.metadata?.userId,
      cardLast4: charge?.payment_method_details?.card?.last4 ?? undefined,
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
