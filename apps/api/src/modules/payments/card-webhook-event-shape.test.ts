import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentEvents } from '#db/schema';
import { cardWebhookSuite } from './card-webhook-test-kit';

const suite = cardWebhookSuite();

const storedEvents = async () =>
  (await suite.app.db.select({ n: count() }).from(paymentEvents))[0]?.n ?? 0;

const EVENT_INVALID_EN = 'The event is missing its id, type or data, or one of them is not valid.';
const EVENT_INVALID_AR = 'الحدث ينقصه المعرّف أو النوع أو البيانات، أو أن أحدها غير صالح.';

describe('POST /api/payments/stripe/webhook: a signed event the store cannot read', () => {
  /** Correctly signed deliveries whose event is not one a card provider sends. */
  function brokenEvents(paymentIntentId: string) {
    const refund = suite.kit.refunded(paymentIntentId, 500);
    const { data: _data, ...noData } = refund;
    const { id: _id, ...noId } = refund;
    return {
      'no data': noData,
      'data without its object': { ...refund, data: {} },
      'data whose object is not an object': { ...refund, data: { object: 'charge' } },
      'no id': noId,
      'an id with a NUL': { ...refund, id: 'evt_\u0000one' },
      'an id with a line break': { ...refund, id: 'evt_one\r\ntwo' },
      'an id of 100,000 characters': { ...refund, id: `evt_${'a'.repeat(100_000)}` },
      'a type of 100,000 characters': { ...refund, type: 't'.repeat(100_000) },
      'a payment id with a NUL': suite.kit.refunded(`${paymentIntentId}\u0000`, 500),
      'a payment id of 100,000 characters': suite.kit.succeeded(`pi_${'b'.repeat(100_000)}`),
      'a refund that is not a number': {
        ...refund,
        data: { object: { ...refund.data.object, amount_refunded: '500' } },
      },
      'a dispute reason of 100,000 characters': suite.kit.disputed(
        paymentIntentId,
        'r'.repeat(100_000),
      ),
    };
  }

  it('answers 400 with a clear message in English and Arabic, and stores nothing', async () => {
    const { paymentIntentId } = await suite.kit.paidAndGone();
    const before = await storedEvents();
    const refundedBefore = (await suite.app.payments.retrieve(paymentIntentId))?.amountRefundedFils;
    const answers = [];
    const expected = [];
    for (const [broken, event] of Object.entries(brokenEvents(paymentIntentId))) {
      for (const [language, error] of [
        ['en', EVENT_INVALID_EN],
        ['ar', EVENT_INVALID_AR],
      ] as const) {
        const res = await suite.kit.deliver(event, undefined, { 'accept-language': language });
        const body = res.json<{ code?: string; error?: string }>();
        answers.push({
          broken,
          language,
          status: res.statusCode,
          code: body.code,
          error: body.error,
        });
        expected.push({ broken, language, status: 400, code: 'WEBHOOK_EVENT_INVALID', error });
      }
    }
    expect(answers).toEqual(expected);
    expect(await storedEvents()).toBe(before);
    expect((await suite.app.payments.retrieve(paymentIntentId))?.amountRefundedFils).toBe(
      refundedBefore,
    );
  });

  it('still handles the same events whole, and ignores kinds it does not handle', async () => {
    const { paymentIntentId } = await suite.kit.paidAndGone();
    const handled = await suite.kit.deliver(suite.kit.disputed(paymentIntentId));
    expect(handled.json()).toEqual({ received: true, result: 'handled' });
    const other = await suite.kit.deliver(
      suite.kit.event('customer.created', { id: 'cus_1', object: 'customer' }),
    );
    expect(other.json()).toEqual({ received: true, result: 'ignored' });
  });
});
