import type { FastifyInstance } from 'fastify';
import { refusal } from '#platform/errors';
import { handlePayLaterEvent } from './pay-later-settlement';
import { TABBY_WEBHOOK_PATH } from './tabby-test-provider';
import { tabbyOff } from './pay-later-draft';
import { paymentDepsOf } from './payment-deps';

/** Tabby's notifications are a payment object; well under this. */
const MAX_EVENT_BYTES = 64 * 1024;
const HANDLED = ['authorized', 'closed', 'rejected', 'expired'];

/**
 * Tabby's notifications. Tabby signs nothing: it sends the header registered with the webhook,
 * checked in constant time before anything is read. The body names a payment and its new
 * status; each (payment, status) is one event, handled once, and handling reads the payment from
 * Tabby's API and settles it as the return does (decision 74).
 */
export async function tabbyWebhookRoutes(app: FastifyInstance) {
  const deps = paymentDepsOf(app);
  app.post(
    TABBY_WEBHOOK_PATH,
    {
      bodyLimit: MAX_EVENT_BYTES,
      config: {
        openapi: {
          summary: "Tabby's notifications (its webhook)",
          description:
            'Called by Tabby (and the built-in test provider), never by a browser. Without the ' +
            'registered header: 400 WEBHOOK_SIGNATURE_INVALID and nothing is done. authorized ' +
            'places the recorded order (or closes the payment when stock or prices no longer ' +
            'hold), after reading the payment from Tabby; each payment and status is handled ' +
            'once. 503 EVENT_NOT_HANDLED asks for it again.',
          tag: 'payments',
          response: '{received: true, result: handled | duplicate | ignored}',
        },
      },
    },
    async (request) => {
      const provider = app.payLater.tabby;
      if (!provider) throw tabbyOff();
      if (!provider.verifyNotification({ headers: request.headers, query: {} })) {
        throw refusal('validation', 'tabby.header_missing', { code: 'WEBHOOK_SIGNATURE_INVALID' });
      }
      const body = request.body as { id?: unknown; status?: unknown } | null;
      const paymentId = typeof body?.id === 'string' ? body.id.slice(0, 100) : null;
      const status = String(body?.status ?? '').toLowerCase();
      if (!paymentId || !HANDLED.includes(status)) return { received: true, result: 'ignored' };
      const result = await handlePayLaterEvent(deps, {
        id: `tabby:${paymentId}:${status}`,
        type: `tabby.${status}`,
        paymentId,
      });
      return { received: true, result };
    },
  );
}
