import { filsOfTamaraAmount, withinPayLaterLimits } from '@store/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT } from 'jose';
import { faultNow, type PayLaterTestFaults } from './pay-later-test-faults';
import { tamaraTestPage } from './tamara-test-page';
import {
  captureTamaraTestOrder,
  createTamaraTestOrder,
  findTamaraTestOrder,
  moveTamaraTestOrder,
  refundTamaraTestOrder,
  tamaraOrderJson,
  type TamaraTestRow,
} from './tamara-test-orders';
import {
  tamaraCancelRequest,
  tamaraCaptureRequest,
  tamaraRefundRequest,
  tamaraSessionRequest,
  type TamaraSessionRequest,
} from './tamara-test-requests';

/** Where the store serves the Tamara test provider's API and hosted page (TAMARA_MODE=test). */
export const TAMARA_TEST_PREFIX = '/api/payments/tamara-test';

/** Faults a test can ask of the provider (pay-later-test-faults.ts). */
export type TamaraTestFaults = PayLaterTestFaults;

interface TestProviderOptions {
  apiToken: string;
  notificationToken: string;
  faults: TamaraTestFaults;
}

const fail = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send({ message, errors: [{ error_code: 'invalid_request', message }] });

/** The notification token's JWT, as Tamara signs it (HS256), for one notification. */
export function tamaraToken(notificationToken: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('Tamara')
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(new TextEncoder().encode(notificationToken));
}

/**
 * The built-in Tamara: the calls of Tamara's API the store uses, answered from the
 * tamara_test_orders table, its hosted checkout, and its notifications (the order and its event,
 * with a tamaraToken signed by the notification token) posted to the session's notification
 * address after the shopper answers, inside this process.
 */
export async function tamaraTestProvider(app: FastifyInstance, opts: TestProviderOptions) {
  const authorised = (request: FastifyRequest) =>
    request.headers.authorization === `Bearer ${opts.apiToken}`;

  const notify = (row: TamaraTestRow, event: string) =>
    void app.runInBackground('tamara test event', async () => {
      const request = row.request as TamaraSessionRequest;
      const url = new URL(request.merchant_url.notification);
      const token = await tamaraToken(opts.notificationToken);
      url.searchParams.set('tamaraToken', token);
      const res = await app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: {
          order_id: row.id,
          order_reference_id: request.order_reference_id,
          order_number: request.order_number ?? request.order_reference_id,
          event_type: event,
          data: [],
        },
      });
      if (res.statusCode !== 200) {
        app.log.warn({ status: res.statusCode }, 'tamara test event not accepted');
      }
    });

  const order = (reply: FastifyReply, row: TamaraTestRow | undefined) =>
    row ? tamaraOrderJson(row) : fail(reply, 404, 'Order not found');

  await app.register(
    async (scope) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 4096 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      scope.addHook('onRequest', async (request, reply) => {
        if (!request.url.includes('/hpp/') && !authorised(request)) {
          return fail(reply, 401, 'Unauthorized');
        }
      });

      scope.post('/checkout', async (request, reply) => {
        const parsed = tamaraSessionRequest.safeParse(request.body);
        if (!parsed.success) return fail(reply, 400, parsed.error.message);
        const session = parsed.data;
        const amountFils = filsOfTamaraAmount(session.total_amount.amount) ?? 0;
        if (!withinPayLaterLimits('tamara', amountFils)) {
          return fail(reply, 400, 'The total amount is not within the allowed limits');
        }
        const row = await createTamaraTestOrder(app.db, {
          amountFils,
          currency: session.total_amount.currency,
          request: session as unknown as Record<string, unknown>,
        });
        const origin = new URL(session.merchant_url.success).origin;
        return {
          order_id: row.id,
          checkout_id: row.checkoutId,
          checkout_url: `${origin}${TAMARA_TEST_PREFIX}/hpp/${row.id}`,
          status: 'new',
        };
      });

      scope.get<{ Params: { id: string } }>('/merchants/orders/:id', async (request, reply) =>
        order(reply, await findTamaraTestOrder(app.db, request.params.id)),
      );

      scope.post<{ Params: { id: string } }>('/orders/:id/authorise', async (request, reply) => {
        const id = request.params.id;
        const moved = await moveTamaraTestOrder(app.db, id, ['approved'], 'authorised');
        if (!moved) return fail(reply, 409, 'Only an approved order can be authorised');
        return { order_id: moved.id, status: 'authorised', auto_captured: false };
      });

      scope.post('/payments/capture', async (request, reply) => {
        const parsed = tamaraCaptureRequest.safeParse(request.body);
        if (!parsed.success) return fail(reply, 400, parsed.error.message);
        const { order_id: id, total_amount } = parsed.data;
        const fils = filsOfTamaraAmount(total_amount.amount) ?? 0;
        const row = await captureTamaraTestOrder(app.db, id, fils);
        if (!row) return fail(reply, 400, 'The order cannot take this capture');
        if (opts.faults.captureTimeouts > 0) {
          opts.faults.captureTimeouts -= 1;
          return fail(reply, 503, 'Timed out');
        }
        return { capture_id: row.captures.at(-1)?.id, order_id: row.id, status: row.status };
      });

      scope.post<{ Params: { id: string } }>(
        '/payments/simplified-refund/:id',
        async (request, reply) => {
          const parsed = tamaraRefundRequest.safeParse(request.body);
          if (!parsed.success) return fail(reply, 400, parsed.error.message);
          const { total_amount, merchant_refund_id } = parsed.data;
          const fils = filsOfTamaraAmount(total_amount.amount) ?? 0;
          const id = request.params.id;
          opts.faults.refundsAsked += 1;
          if (faultNow(opts.faults, 'refundFailures')) return fail(reply, 503, 'Unavailable');
          const row = await refundTamaraTestOrder(app.db, id, fils, merchant_refund_id ?? null);
          if (!row) return fail(reply, 400, 'The order cannot take this refund');
          if (faultNow(opts.faults, 'refundTimeouts')) return fail(reply, 503, 'Timed out');
          const refund = row.refunds.at(-1);
          return {
            order_id: row.id,
            refund_id: refund?.id,
            status: row.status,
            refunded_amount: total_amount,
          };
        },
      );

      scope.post<{ Params: { id: string } }>('/orders/:id/cancel', async (request, reply) => {
        if (faultNow(opts.faults, 'closeFailures')) return fail(reply, 503, 'Unavailable');
        const parsed = tamaraCancelRequest.safeParse(request.body);
        if (!parsed.success) return fail(reply, 400, parsed.error.message);
        const found = await findTamaraTestOrder(app.db, request.params.id);
        if (!found) return fail(reply, 404, 'Order not found');
        const fils = filsOfTamaraAmount(parsed.data.total_amount.amount) ?? 0;
        if (fils !== found.amountFils - found.capturedFils) {
          return fail(reply, 400, 'The amount to cancel is not what the order holds');
        }
        const to = found.capturedFils > 0 ? 'fully_captured' : 'canceled';
        const moved = await moveTamaraTestOrder(
          app.db,
          found.id,
          ['authorised', 'partially_captured'],
          to,
          { canceledFils: fils },
        );
        if (!moved) return fail(reply, 400, 'Only an authorised order can be cancelled');
        return { order_id: moved.id, cancel_id: moved.checkoutId, status: moved.status };
      });

      // The hosted checkout: what the shopper's browser is sent to, and the tester's answer.
      scope.get<{ Params: { id: string } }>('/hpp/:id', async (request, reply) => {
        const row = await findTamaraTestOrder(app.db, request.params.id);
        if (!row) return reply.status(404).type('text/plain').send('Not found');
        return reply
          .type('text/html; charset=utf-8')
          .send(tamaraTestPage(row, `${TAMARA_TEST_PREFIX}/hpp/${row.id}`));
      });

      scope.post<{ Params: { id: string }; Body: Record<string, string> }>(
        '/hpp/:id',
        async (request, reply) => {
          const found = await findTamaraTestOrder(app.db, request.params.id);
          if (!found) return reply.status(404).type('text/plain').send('Not found');
          const answer = request.body?.answer;
          const to =
            answer === 'approve' ? 'approved' : answer === 'cancel' ? 'expired' : 'declined';
          const moved = await moveTamaraTestOrder(app.db, found.id, ['new'], to);
          if (moved) notify(moved, `order_${to}`);
          const urls = (found.request as TamaraSessionRequest).merchant_url;
          const status = moved?.status ?? found.status;
          const [back, paymentStatus] =
            status === 'declined'
              ? [urls.failure, 'declined']
              : status === 'expired'
                ? [urls.cancel, 'canceled']
                : [urls.success, 'approved'];
          const url = new URL(back, 'http://store.invalid');
          url.searchParams.set('orderId', found.id);
          url.searchParams.set('paymentStatus', paymentStatus);
          return reply.redirect(`${url.pathname}${url.search}`, 303);
        },
      );
    },
    { prefix: TAMARA_TEST_PREFIX },
  );
}
