import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withinTabbyLimits, filsOfTabbyAmount } from '@store/domain';
import { TABBY_WEBHOOK_HEADER } from './tabby-client';
import { faultNow, type PayLaterTestFaults } from './pay-later-test-faults';
import { movementRequest, sessionRequest } from './tabby-test-requests';
import { isTestShopper, testPaymentPage } from './tabby-test-page';
import {
  addTestMovement,
  createTestPayment,
  findTestPayment,
  moveTestPayment,
  paymentJson,
  type TestPaymentRow,
} from './tabby-test-payments';

/** Where the store serves the Tabby test provider's API and hosted page (TABBY_MODE=test). */
export const TABBY_TEST_PREFIX = '/api/payments/tabby-test';
export const TABBY_WEBHOOK_PATH = '/api/payments/tabby/webhook';

/** Faults a test can ask of the provider (pay-later-test-faults.ts). */
export type TabbyTestFaults = PayLaterTestFaults;

interface TestProviderOptions {
  secretKey: string;
  webhookAuth: string;
  faults: TabbyTestFaults;
}

const fail = (reply: FastifyReply, status: number, error: string) =>
  reply.status(status).send({ status: 'error', errorType: 'bad_data', error });

/**
 * The built-in Tabby: the calls of Tabby's API the store uses, answered from the
 * tabby_test_payments table, its hosted page, and its notifications (the payment object, with
 * the registered header) posted to the store's webhook after each change, inside this process.
 */
export async function tabbyTestProvider(app: FastifyInstance, opts: TestProviderOptions) {
  const authorised = (request: FastifyRequest) =>
    request.headers.authorization === `Bearer ${opts.secretKey}`;

  const notify = (row: TestPaymentRow) =>
    void app.runInBackground('tabby test event', async () => {
      const payload = JSON.stringify({ ...paymentJson(row), status: row.status.toLowerCase() });
      const res = await app.inject({
        method: 'POST',
        url: TABBY_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', [TABBY_WEBHOOK_HEADER]: opts.webhookAuth },
        payload,
      });
      if (res.statusCode !== 200) {
        app.log.warn({ status: res.statusCode }, 'tabby test event not accepted');
      }
    });

  await app.register(
    async (scope) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 4096 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      scope.addHook('onRequest', async (request, reply) => {
        if (request.url.includes('/api/v2/') && !authorised(request)) {
          return fail(reply, 401, 'Not authorized');
        }
      });

      scope.post('/api/v2/checkout', async (request, reply) => {
        const parsed = sessionRequest.safeParse(request.body);
        if (!parsed.success) return fail(reply, 400, parsed.error.message);
        const session = parsed.data;
        const amountFils = filsOfTabbyAmount(session.payment.amount) ?? 0;
        // Pre-scoring: Tabby's rejected test shopper and amounts outside the limits are refused.
        const rejected =
          session.payment.buyer.email.startsWith('otp.rejected') || !withinTabbyLimits(amountFils);
        if (rejected) {
          return { id: null, status: 'rejected', payment: null, configuration: {} };
        }
        const row = await createTestPayment(app.db, {
          amountFils,
          currency: session.payment.currency,
          request: session as unknown as Record<string, unknown>,
        });
        const origin = new URL(session.merchant_urls.success).origin;
        return {
          id: row.sessionId,
          status: 'created',
          payment: paymentJson(row),
          configuration: {
            available_products: {
              installments: [{ web_url: `${origin}${TABBY_TEST_PREFIX}/hpp/${row.id}` }],
            },
          },
        };
      });

      scope.get<{ Params: { id: string } }>('/api/v2/payments/:id', async (request, reply) => {
        const row = await findTestPayment(app.db, request.params.id);
        return row ? paymentJson(row) : fail(reply, 404, 'Payment not found');
      });

      for (const kind of ['captures', 'refunds'] as const) {
        scope.post<{ Params: { id: string } }>(
          `/api/v2/payments/:id/${kind}`,
          async (request, reply) => {
            const parsed = movementRequest.safeParse(request.body);
            if (!parsed.success) return fail(reply, 400, parsed.error.message);
            const fils = filsOfTabbyAmount(parsed.data.amount) ?? 0;
            if (kind === 'refunds') opts.faults.refundsAsked += 1;
            if (kind === 'refunds' && faultNow(opts.faults, 'refundFailures')) {
              return fail(reply, 503, 'Service unavailable');
            }
            const row = await addTestMovement(
              app.db,
              request.params.id,
              kind,
              fils,
              parsed.data.reference_id,
            );
            if (!row) return fail(reply, 400, `The payment cannot take this ${kind.slice(0, -1)}`);
            if (kind === 'captures' && opts.faults.captureTimeouts > 0) {
              opts.faults.captureTimeouts -= 1;
              return fail(reply, 503, 'Timed out');
            }
            if (kind === 'refunds' && faultNow(opts.faults, 'refundTimeouts')) {
              return fail(reply, 503, 'Timed out');
            }
            if (kind === 'captures' && row.status === 'CLOSED') notify(row);
            return paymentJson(row);
          },
        );
      }

      scope.post<{ Params: { id: string } }>(
        '/api/v2/payments/:id/close',
        async (request, reply) => {
          if (faultNow(opts.faults, 'closeFailures'))
            return fail(reply, 503, 'Service unavailable');
          const row = await moveTestPayment(app.db, request.params.id, 'AUTHORIZED', 'CLOSED');
          const now = row ?? (await findTestPayment(app.db, request.params.id));
          if (!now || now.status !== 'CLOSED')
            return fail(reply, 400, 'Only an authorized payment closes');
          if (row) notify(row);
          return paymentJson(now);
        },
      );

      // The hosted page: what the shopper's browser is sent to, and the tester's answer.
      scope.get<{ Params: { id: string } }>('/hpp/:id', async (request, reply) => {
        const row = await findTestPayment(app.db, request.params.id);
        if (!row) return reply.status(404).type('text/plain').send('Not found');
        return reply
          .type('text/html; charset=utf-8')
          .send(testPaymentPage(row, `${TABBY_TEST_PREFIX}/hpp/${row.id}`));
      });

      scope.post<{ Params: { id: string }; Body: Record<string, string> }>(
        '/hpp/:id',
        async (request, reply) => {
          const found = await findTestPayment(app.db, request.params.id);
          if (!found) return reply.status(404).type('text/plain').send('Not found');
          const { answer, email, phone } = request.body ?? {};
          const to =
            answer === 'cancel'
              ? 'EXPIRED'
              : answer === 'approve' && isTestShopper(email, phone)
                ? 'AUTHORIZED'
                : 'REJECTED';
          const moved = await moveTestPayment(app.db, found.id, 'CREATED', to);
          if (moved) notify(moved);
          const urls = (found.request as { merchant_urls: Record<string, string> }).merchant_urls;
          const status = moved?.status ?? found.status;
          const back =
            status === 'AUTHORIZED' || status === 'CLOSED'
              ? urls.success
              : status === 'EXPIRED'
                ? urls.cancel
                : urls.failure;
          const url = new URL(back ?? '/', 'http://store.invalid');
          url.searchParams.set('payment_id', found.id);
          return reply.redirect(`${url.pathname}${url.search}`, 303);
        },
      );
    },
    { prefix: TABBY_TEST_PREFIX },
  );
}
