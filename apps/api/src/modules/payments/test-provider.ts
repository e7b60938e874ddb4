import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client';
import { paymentIntents } from '#db/schema';
import type { IntentState, IntentStatus, PaymentProvider } from './payment-provider';
import type { EmitTestEvent } from './test-provider-events';

export { deliverTestEvent } from './test-provider-events';

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');

export type TestCardOutcome =
  | { status: 'succeeded' }
  | { status: 'requires_action' }
  | { status: 'requires_payment_method'; error: string };

const DECLINED = 'Your card was declined.';

/**
 * Stripe's documented test numbers. Any other valid number is declined, as Stripe's test mode
 * declines real cards.
 */
const TEST_CARDS: Record<string, TestCardOutcome> = {
  '4242424242424242': { status: 'succeeded' },
  '5555555555554444': { status: 'succeeded' },
  '4000000000000002': { status: 'requires_payment_method', error: DECLINED },
  '4000000000009995': {
    status: 'requires_payment_method',
    error: 'Your card has insufficient funds.',
  },
  '4000002500003155': { status: 'requires_action' },
  '4000002760003184': { status: 'requires_action' },
};

export function testCardOutcome(digits: string): TestCardOutcome {
  return TEST_CARDS[digits] ?? { status: 'requires_payment_method', error: DECLINED };
}

/** The built-in provider: intents are rows in `payment_intents`, shared by every instance. */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly publishableKey = null;

  /** `emit` sends the events Stripe would send (to the store's webhook, test-provider-events). */
  constructor(
    private readonly db: Db,
    private readonly emit: EmitTestEvent = () => undefined,
  ) {}

  async createIntent(amountFils: number, currency: string, metadata: { userId?: string }) {
    const id = `pi_test_${randomBytes(12).toString('hex')}`;
    const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
    await this.db.insert(paymentIntents).values({
      id,
      userId: metadata.userId ?? null,
      amountFils,
      currency: currency.toLowerCase(),
      clientSecretHash: hash(clientSecret),
    });
    return { id, clientSecret };
  }

  async retrieve(id: string): Promise<IntentState | undefined> {
    const [row] = await this.db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
    if (!row) return undefined;
    return {
      id: row.id,
      status: row.status as IntentStatus,
      amountFils: row.amountFils,
      currency: row.currency,
      userId: row.userId ?? undefined,
      cardLast4: row.cardLast4 ?? undefined,
      amountRefundedFils: row.amountRefundedFils,
    };
  }

  async refund(id: string, amountFils?: number): Promise<void> {
    // Conditional on the status and the remaining amount, so a retried refund cannot exceed it.
    // Without an amount, what is left of the payment goes back (as Stripe refunds).
    const amount =
      amountFils === undefined
        ? sql`(${paymentIntents.amountFils} - ${paymentIntents.amountRefundedFils})`
        : sql`${amountFils}`;
    const done = await this.db
      .update(paymentIntents)
      .set({ amountRefundedFils: sql`${paymentIntents.amountRefundedFils} + ${amount}` })
      .where(
        sql`${paymentIntents.id} = ${id} AND ${paymentIntents.status} = 'succeeded' AND ${amount} > 0
          AND ${paymentIntents.amountRefundedFils} + ${amount} <= ${paymentIntents.amountFils}`,
      )
      .returning({
        id: paymentIntents.id,
        amountFils: paymentIntents.amountFils,
        amountRefundedFils: paymentIntents.amountRefundedFils,
      });
    const [row] = done;
    if (!row) throw new Error(`Cannot refund payment ${id}`);
    this.emit({
      type: 'charge.refunded',
      object: {
        id: `ch_${id.slice(3)}`,
        object: 'charge',
        payment_intent: id,
        amount: row.amountFils,
        amount_refunded: row.amountRefundedFils,
        refunded: row.amountRefundedFils === row.amountFils,
      },
    });
  }

  /**
   * The card step Stripe.js performs in the browser. Only the owner's intent (or one made
   * without a token, which has none yet) in a confirmable state moves; a succeeded intent stays
   * succeeded (a repeated confirm changes nothing).
   */
  async confirm(
    id: string,
    userId: string,
    digits: string,
    outcome: TestCardOutcome,
  ): Promise<{ found: false } | { found: true; status: IntentStatus }> {
    const intent = await this.retrieve(id);
    if (!intent || (intent.userId !== undefined && intent.userId !== userId)) {
      return { found: false };
    }
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      return { found: true, status: intent.status };
    }
    const [row] = await this.db
      .update(paymentIntents)
      .set({
        status: outcome.status,
        cardLast4: outcome.status === 'succeeded' ? digits.slice(-4) : null,
        // An intent made without a token belongs to whoever pays it: no other shopper's order
        // can then be paid with it.
        userId: sql`coalesce(${paymentIntents.userId}, ${userId})`,
        updatedAt: new Date(),
      })
      .where(
        sql`${paymentIntents.id} = ${id} AND ${paymentIntents.status} NOT IN ('succeeded', 'canceled')
          AND (${paymentIntents.userId} IS NULL OR ${paymentIntents.userId} = ${userId})`,
      )
      .returning({ status: paymentIntents.status, amountFils: paymentIntents.amountFils });
    if (row?.status === 'succeeded') {
      this.emit({
        type: 'payment_intent.succeeded',
        object: {
          id,
          object: 'payment_intent',
          status: 'succeeded',
          amount: row.amountFils,
          currency: intent.currency,
          metadata: { userId },
        },
      });
    }
    // Lost a race with another confirm: report what is stored now.
    return {
      found: true,
      status: (row?.status ?? (await this.retrieve(id))?.status) as IntentStatus,
    };
  }
}
