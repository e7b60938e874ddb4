import {
  instalmentFils,
  PAY_LATER_PLANS,
  tabbyReturnSchema,
  tabbySessionSchema,
  tamaraReturnSchema,
  tamaraSessionSchema,
  type PayLaterMethod,
  type TamaraInstalments,
} from '@store/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refusal, type AppError } from '#platform/errors';
import { parseInput } from '#platform/validation';
import { userIdOf } from '#platform/auth';
import { findCardCheckout, recordCardCheckout } from './card-checkout-repository';
import { settlePayLaterPayment } from './pay-later-settlement';
import { payLaterDraft, payLaterOff, returnPath } from './pay-later-draft';
import type { PaymentDeps } from './payment-deps';
import { paymentDepsOf } from './payment-deps';

/** Sessions made per shopper and provider: each is a call to the provider. */
const SESSIONS_PER_SHOPPER = { limit: 10, windowMs: 10 * 60_000 };

const NOT_OFFERED: Record<PayLaterMethod, () => AppError> = {
  tabby: () => refusal('conflict', 'TABBY_NOT_OFFERED'),
  tamara: () => refusal('conflict', 'TAMARA_NOT_OFFERED'),
};

const NAME: Record<PayLaterMethod, string> = { tabby: 'Tabby', tamara: 'Tamara' };

/**
 * Whether a provider is offered for the shopper's bag: within its amounts and, for Tabby, its
 * pre-scoring (a session call, decision 73); Tamara has no pre-scoring call of its own, and
 * declines at its session instead.
 */
async function eligibility(
  app: FastifyInstance,
  deps: PaymentDeps,
  request: FastifyRequest,
  method: PayLaterMethod,
) {
  const userId = userIdOf(request);
  const answer = (eligible: boolean, reason: 'off' | 'amount' | 'rejected' | null, fils = 0) => ({
    success: true as const,
    eligible,
    reason,
    amount: fils,
    instalments: eligible ? instalmentFils(fils, PAY_LATER_PLANS[method].instalments) : [],
  });
  const provider = deps.payLater[method];
  if (!provider) return answer(false, 'off');
  const vat = deps.config.store;
  const { amountFils, within, address, draft } = await payLaterDraft(
    deps,
    request,
    method,
    userId,
    undefined,
    vat,
  );
  if (!within || !address) return answer(false, 'amount', amountFils);
  if (method !== 'tabby') return answer(true, null, amountFils);
  await app.rateLimit.consume(`${method}-session:user:${userId}`, SESSIONS_PER_SHOPPER);
  const session = await provider.createSession(draft(address));
  const created = session.status === 'created';
  return answer(created, created ? null : 'rejected', amountFils);
}

/**
 * The provider's session for the server's bag and saved address; the bag and address are recorded
 * (as a card payment's are) so an approved payment becomes this order even if the shopper never
 * comes back.
 */
async function startSession(
  app: FastifyInstance,
  deps: PaymentDeps,
  request: FastifyRequest,
  method: PayLaterMethod,
  input: {
    addressId?: string | undefined;
    instalments?: TamaraInstalments | undefined;
    lang?: 'en' | 'ar' | undefined;
  },
) {
  const provider = deps.payLater[method];
  if (!provider) throw payLaterOff(method);
  const userId = userIdOf(request);
  await app.rateLimit.consume(`${method}-session:user:${userId}`, SESSIONS_PER_SHOPPER);
  const { bag, address, amountFils, within, draft } = await payLaterDraft(
    deps,
    request,
    method,
    userId,
    input.addressId,
    deps.config.store,
    input.instalments,
    input.lang,
  );
  if (!address) {
    throw refusal('validation', 'ADDRESS_REQUIRED', { field: 'addressId' });
  }
  if (!within) throw NOT_OFFERED[method]();
  const session = await provider.createSession(draft(address));
  if (session.status !== 'created') throw NOT_OFFERED[method]();
  await recordCardCheckout(deps.db, {
    paymentIntentId: session.paymentId,
    provider: method,
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
}

/** The shopper's return: the address alone proves nothing, so the payment is read and settled. */
async function comeBack(
  deps: PaymentDeps,
  reply: FastifyReply,
  method: PayLaterMethod,
  input: { paymentId: string; result?: string | undefined; lang?: string | undefined },
) {
  const prefix = input.lang === 'ar' ? '/ar' : '';
  if (!deps.payLater[method]) throw payLaterOff(method);
  const settled = await settlePayLaterPayment(deps, input.paymentId);
  if (settled === 'order') return reply.redirect(`${prefix}/orders`, 303);
  const record = await findCardCheckout(deps.db, input.paymentId);
  const why =
    settled === 'unpaid' && input.result === 'cancel'
      ? 'cancelled'
      : settled === 'unpaid' || settled === 'refund' || !record
        ? 'declined'
        : 'pending';
  return reply.redirect(`${prefix}/checkout/address?${method}=${why}`, 303);
}

const docs = (method: PayLaterMethod) => {
  const name = NAME[method];
  return {
    eligibility: {
      summary: `Whether ${name} is offered for the bag`,
      description:
        `Whether ${name} is offered for the shopper's bag (its total after promotions): only ` +
        `within the amounts ${name} takes` +
        (method === 'tabby' ? ", and when Tabby's pre-scoring says yes. " : '. ') +
        `reason: off (no ${name} in this store), amount, or rejected.`,
      response: '{success, eligible, reason, amount, instalments}',
    },
    session: {
      summary: `Pay with ${name}: the session to approve`,
      description:
        `Asks ${name} for a session for the server's cart total after promotions, with the ` +
        'lines, the saved address (addressId, else the default one), and the shopper; the bag ' +
        'and address are recorded so an approved payment becomes this order even if the ' +
        `shopper never comes back. Send the shopper to webUrl. 409 ${method.toUpperCase()}` +
        `_NOT_OFFERED outside ${name}'s amounts or when ${name} declines; 503 ` +
        `${method.toUpperCase()}_OFF without ${name}.` +
        (method === 'tamara' ? ' instalments: 3 or 4 (4 when not given).' : ''),
      response: '{success, paymentId, webUrl, amount}',
    },
    back: {
      summary: `The shopper's return from ${name}`,
      description:
        `Reads the payment from ${name} (authorising it first when the shopper approved it) ` +
        'and places the recorded order only when it is authorised for the recorded amount in ' +
        'AED (the same settlement as the notification and the background check: one order ' +
        'however many arrive). Redirects to the orders page when placed, else back to checkout ' +
        `with ${method}=declined, cancelled or pending.`,
      response: '303 redirect',
    },
  };
};

/** Shopper-facing pay-later calls, for each provider: its offer, its session, and the return. */
export async function payLaterRoutes(app: FastifyInstance) {
  const deps = paymentDepsOf(app);
  const auth = { preHandler: app.requireCustomer };
  for (const method of ['tabby', 'tamara'] as const) {
    const d = docs(method);
    app.get(
      `/api/payments/${method}/eligibility`,
      { ...auth, config: { openapi: d.eligibility } },
      (request) => eligibility(app, deps, request, method),
    );
    app.post(
      `/api/payments/${method}/session`,
      {
        ...auth,
        config: {
          openapi: {
            ...d.session,
            body: method === 'tabby' ? tabbySessionSchema : tamaraSessionSchema,
          },
        },
      },
      (request) =>
        startSession(
          app,
          deps,
          request,
          method,
          method === 'tabby'
            ? parseInput(tabbySessionSchema, request.body)
            : parseInput(tamaraSessionSchema, request.body),
        ),
    );
  }

  app.get(
    returnPath('tabby'),
    { config: { openapi: { ...docs('tabby').back, querystring: tabbyReturnSchema } } },
    (request, reply) => {
      const input = parseInput(tabbyReturnSchema, request.query);
      return comeBack(deps, reply, 'tabby', { ...input, paymentId: input.payment_id });
    },
  );

  // Tamara adds its order id and the payment's status to the return address.
  app.get(
    returnPath('tamara'),
    { config: { openapi: { ...docs('tamara').back, querystring: tamaraReturnSchema } } },
    (request, reply) => {
      const input = parseInput(tamaraReturnSchema, request.query);
      return comeBack(deps, reply, 'tamara', { ...input, paymentId: input.orderId });
    },
  );
}
