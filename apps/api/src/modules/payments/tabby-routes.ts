import { tabbyInstalmentFils, tabbyReturnSchema, tabbySessionSchema } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '#platform/errors';
import { parseInput } from '#platform/validation';
import { userIdOf } from '#platform/auth';
import { findCardCheckout, recordCardCheckout } from './card-checkout-repository';
import { TABBY, settleTabbyPayment } from './tabby-settlement';
import { TABBY_RETURN_PATH, tabbyDraft, tabbyOff } from './tabby-draft';

/** Sessions made per shopper: each is a call to Tabby (and a pre-scoring). */
const SESSIONS_PER_SHOPPER = { limit: 10, windowMs: 10 * 60_000 };

const notOffered = () =>
  new AppError(
    'conflict',
    'Tabby cannot be offered for this order. Please choose another payment method.',
    'TABBY_NOT_OFFERED',
  );

/** Shopper-facing Tabby calls: the pre-scoring, the session, and the return from Tabby's page. */
export async function tabbyRoutes(app: FastifyInstance) {
  const auth = { preHandler: app.requireCustomer };

  app.get(
    '/api/payments/tabby/eligibility',
    {
      ...auth,
      config: {
        openapi: {
          summary: 'Whether Tabby is offered for the bag',
          description:
            "Tabby's pre-scoring for the shopper's bag (its total after promotions, their email " +
            'and mobile): eligible only within the amounts Tabby takes and when Tabby says yes. ' +
            'reason: off (no Tabby in this store), amount, or rejected.',
          response: '{success, eligible, reason, amount, instalments}',
        },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      const answer = (
        eligible: boolean,
        reason: 'off' | 'amount' | 'rejected' | null,
        fils = 0,
      ) => ({
        success: true as const,
        eligible,
        reason,
        amount: fils,
        instalments: eligible ? tabbyInstalmentFils(fils) : [],
      });
      const provider = app.payLater;
      if (!provider) return answer(false, 'off');
      const { amountFils, within, address, draft } = await tabbyDraft(
        app,
        request,
        userId,
        undefined,
        app.config.store,
      );
      if (!within || !address) return answer(false, 'amount', amountFils);
      await app.rateLimit.consume(`tabby-session:user:${userId}`, SESSIONS_PER_SHOPPER);
      const session = await provider.createSession(draft(address));
      return answer(
        session.status === 'created',
        session.status === 'created' ? null : 'rejected',
        amountFils,
      );
    },
  );

  app.post(
    '/api/payments/tabby/session',
    {
      ...auth,
      config: {
        openapi: {
          summary: 'Pay with Tabby: the session to approve',
          description:
            "Asks Tabby for a session for the server's cart total after promotions, with the " +
            'lines, the saved address (addressId, else the default one), and the shopper; the bag ' +
            'and address are recorded so an approved payment becomes this order even if the ' +
            'shopper never comes back. Send the shopper to webUrl. 409 TABBY_NOT_OFFERED outside ' +
            "Tabby's amounts or when Tabby declines; 503 TABBY_OFF without Tabby.",
          body: tabbySessionSchema,
          response: '{success, paymentId, webUrl, amount}',
        },
      },
    },
    async (request) => {
      const input = parseInput(tabbySessionSchema, request.body);
      const provider = app.payLater;
      if (!provider) throw tabbyOff();
      const userId = userIdOf(request);
      await app.rateLimit.consume(`tabby-session:user:${userId}`, SESSIONS_PER_SHOPPER);
      const { bag, address, amountFils, within, draft } = await tabbyDraft(
        app,
        request,
        userId,
        input.addressId,
        app.config.store,
      );
      if (!address) {
        throw new AppError('validation', 'Please select a delivery address', 'ADDRESS_REQUIRED', {
          addressId: 'Please select a delivery address',
        });
      }
      if (!within) throw notOffered();
      const session = await provider.createSession(draft(address));
      if (session.status !== 'created') throw notOffered();
      await recordCardCheckout(app.db, {
        paymentIntentId: session.paymentId,
        provider: TABBY,
        userId,
        amountFils,
        currency: 'aed',
        lines: bag.lines,
        shippingAddress: address,
      });
      return {
        success: true,
        paymentId: session.paymentId,
        webUrl: session.webUrl,
        amount: amountFils,
      };
    },
  );

  // Tabby's redirect: the address alone proves nothing, so the payment is read from Tabby.
  app.get(
    TABBY_RETURN_PATH,
    {
      config: {
        openapi: {
          summary: "The shopper's return from Tabby",
          description:
            'Reads the payment from Tabby and places the recorded order only when it is ' +
            'AUTHORIZED for the recorded amount in AED (the same settlement as the webhook and ' +
            'the background check: one order however many arrive). Redirects to the orders page ' +
            'when placed, else back to checkout with tabby=declined, cancelled or pending.',
          querystring: tabbyReturnSchema,
          response: '303 redirect',
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(tabbyReturnSchema, request.query);
      const prefix = input.lang === 'ar' ? '/ar' : '';
      if (!app.payLater) throw tabbyOff();
      const settled = await settleTabbyPayment(app, input.payment_id);
      if (settled === 'order') return reply.redirect(`${prefix}/orders`, 303);
      const record = await findCardCheckout(app.db, input.payment_id);
      const why =
        settled === 'unpaid' && input.result === 'cancel'
          ? 'cancelled'
          : settled === 'unpaid' || settled === 'refund' || !record
            ? 'declined'
            : 'pending';
      return reply.redirect(`${prefix}/checkout/address?tabby=${why}`, 303);
    },
  );
}
