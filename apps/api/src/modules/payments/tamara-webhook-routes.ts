import type { FastifyInstance } from 'fastify';
import { refusal } from '#platform/errors';
import { tamaraOff } from './pay-later-draft';
import { handlePayLaterEvent } from './pay-later-settlement';
import { TAMARA_WEBHOOK_PATH } from './tamara-client';
import { paymentDepsOf } from './payment-deps';

/** Tamara's notifications are an order id and its event; well under this. */
const MAX_EVENT_BYTES = 64 * 1024;
/** The events that can change what becomes of a payment; every other one is acknowledged. */
const HANDLED = ['order_approved', 'order_authorised', 'order_declined', 'order_expired'];

/**
 * Tamara's notifications. Each carries `tamaraToken`, a JWT signed with the merchant's
 * notification token (HS256), checked before anything is read. The body names Tamara's order
 * and its event; each (order, event) is one event, handled once, and handling reads the order
 * from Tamara's API, authorises an approved one and settles it as the return does (decision 90).
 */
export async function tamaraWebhookRoutes(app: FastifyInstance) {
  const deps = paymentDepsOf(app);
  app.post(
    TAMARA_WEBHOOK_PATH,
    {
      bodyLimit: MAX_EVENT_BYTES,
      config: {
        openapi: {
          summary: "Tamara's notifications (its webhook)",
          description:
            'Called by Tamara (and the built-in test provider), never by a browser. Without a ' +
            'tamaraToken signed with the notification token (Authorization: Bearer, or the ' +
            'tamaraToken query): 400 WEBHOOK_SIGNATURE_INVALID and nothing is done. ' +
            'order_approved authorises the order at Tamara and places the recorded order (or ' +
            'cancels it when stock or prices no longer hold), after reading it from Tamara; each ' +
            'order and event is handled once. 503 EVENT_NOT_HANDLED asks for it again.',
          tag: 'payments',
          response: '{received: true, result: handled | duplicate | ignored}',
        },
      },
    },
    async (request) => {
      const provider = app.payLater.tamara;
      if (!provider) throw tamaraOff();
      const query = (request.query ?? {}) as Record<string, unknown>;
      if (!(await provider.verifyNotification({ headers: request.headers, query }))) {
        throw refusal('validation', 'tamara.token_invalid', { code: 'WEBHOOK_SIGNATURE_INVALID' });
      }
      const body = request.body as { order_id?: unknown; event_type?: unknown } | null;
      const paymentId = typeof body?.order_id === 'string' ? body.order_id.slice(0, 100) : null;
      const event = String(body?.event_type ?? '').slice(0, 60);
      if (!paymentId || !HANDLED.includes(event)) return { received: true, result: 'ignored' };
      const result = await handlePayLaterEvent(deps, {
        id: `tamara:${paymentId}:${event}`,
        type: `tamara.${event}`,
        paymentId,
      });
      return { received: true, result };
    },
  );
}
