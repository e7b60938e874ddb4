import { normalizeUaeMobile, withinTabbyLimits, type VatSetting } from '@store/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { AppError } from '#platform/errors';
import { requestLanguage } from '#platform/language/request-language';
import { findUserById } from '#modules/auth';
import { addressForCard } from './card-checkout-address';
import type { PayLaterDraft } from './pay-later-provider';

export const TABBY_RETURN_PATH = '/api/payments/tabby/return';

export const tabbyOff = () =>
  new AppError(
    'unavailable',
    'Tabby is not available in this store. Please choose another payment method.',
    'TABBY_OFF',
  );

/** Where Tabby sends the shopper back: the store's return route, on the origin they came from. */
function returnUrls(app: FastifyInstance, request: FastifyRequest, lang: 'en' | 'ar') {
  const origin = app.config.publicOrigin ?? `${request.protocol}://${request.host}`;
  const url = (result: string) => `${origin}${TABBY_RETURN_PATH}?result=${result}&lang=${lang}`;
  return { success: url('success'), cancel: url('cancel'), failure: url('failure') };
}

/**
 * The session Tabby is asked for, all of it the server's: the shopper's bag priced by checkout
 * (after its promotions), their saved address, name, email and mobile. `address` false asks with
 * no address needed (the pre-scoring of the checkout page, before one is chosen).
 */
export async function tabbyDraft(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
  addressId: string | undefined,
  vat: VatSetting,
) {
  const bag = await app.cardOrders.payableBag(app.db, userId, vat);
  const user = await findUserById(app.db, userId);
  if (!user) throw new AppError('unauthenticated', 'Authentication required.', 'UNAUTHENTICATED');
  const address = await addressForCard(app.db, userId, addressId);
  const amountFils = bag.totals.totalCostwithVAT;
  const lang = requestLanguage(request.headers);
  const phone = user.phoneno ?? address?.mobileno ?? '';
  const discountFils = bag.lines.reduce((sum, line) => sum + (line.discountFils ?? 0), 0);
  const draft = (shipTo: NonNullable<typeof address>): PayLaterDraft => ({
    reference: `TB-${randomBytes(6).toString('hex').toUpperCase()}`,
    amountFils,
    shippingFils: bag.totals.added_Shipping_Price,
    vatFils: bag.totals.VAT_Price,
    discountFils,
    buyer: {
      name: user.fullname,
      email: user.email,
      phone: normalizeUaeMobile(phone) ?? phone,
    },
    address: shipTo,
    lines: bag.lines,
    lang,
    urls: returnUrls(app, request, lang),
  });
  return { bag, address, amountFils, within: withinTabbyLimits(amountFils), draft };
}
