import {
  normalizeUaeMobile,
  withinPayLaterLimits,
  type PayLaterMethod,
  type TamaraInstalments,
  type VatSetting,
} from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Config } from '#config/env';
import { refusal } from '#platform/errors';
import { requestLanguage } from '#platform/language/request-language';
import { findUserById } from '#modules/auth';
import { addressForCard } from './card-checkout-address';
import type { PaymentDeps } from './payment-deps';
import type { PayLaterDraft } from './pay-later-provider';

/** Where each provider sends the shopper back: the store's return route for it. */
export const returnPath = (method: PayLaterMethod) => `/api/payments/${method}/return`;
export const TABBY_RETURN_PATH = returnPath('tabby');

/** The store's reference for a payment, by provider ('TB-…' for Tabby, 'TM-…' for Tamara). */
const REFERENCE_PREFIX: Record<PayLaterMethod, string> = { tabby: 'TB', tamara: 'TM' };

export const tabbyOff = () => refusal('unavailable', 'TABBY_OFF');

export const tamaraOff = () => refusal('unavailable', 'TAMARA_OFF');

export const payLaterOff = (method: PayLaterMethod) =>
  method === 'tabby' ? tabbyOff() : tamaraOff();

/** Where the provider sends the shopper back: its return route, on the origin they came from. */
function returnUrls(
  publicOrigin: Config['publicOrigin'],
  request: FastifyRequest,
  method: PayLaterMethod,
  lang: 'en' | 'ar',
) {
  const origin = publicOrigin ?? `${request.protocol}://${request.host}`;
  const url = (result: string) => `${origin}${returnPath(method)}?result=${result}&lang=${lang}`;
  return { success: url('success'), cancel: url('cancel'), failure: url('failure') };
}

/**
 * The session a provider is asked for, all of it the server's: the shopper's bag priced by
 * checkout (after its promotions), their saved address, name, email and mobile.
 */
export async function payLaterDraft(
  deps: Pick<PaymentDeps, 'db' | 'config' | 'cardOrders'>,
  request: FastifyRequest,
  method: PayLaterMethod,
  userId: string,
  addressId: string | undefined,
  vat: VatSetting,
  instalments?: TamaraInstalments,
  pageLang?: 'en' | 'ar',
) {
  const bag = await deps.cardOrders.payableBag(deps.db, userId, vat);
  const user = await findUserById(deps.db, userId);
  if (!user) throw refusal('unauthenticated', 'UNAUTHENTICATED');
  const address = await addressForCard(deps.db, userId, addressId);
  const amountFils = bag.totals.totalCostwithVAT;
  const lang = pageLang ?? requestLanguage(request.headers);
  const phone = user.phoneno ?? address?.mobileno ?? '';
  const discountFils = bag.lines.reduce((sum, line) => sum + (line.discountFils ?? 0), 0);
  const draft = (shipTo: NonNullable<typeof address>): PayLaterDraft => ({
    reference: `${REFERENCE_PREFIX[method]}-${randomBytes(6).toString('hex').toUpperCase()}`,
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
    urls: returnUrls(deps.config.publicOrigin, request, method, lang),
    ...(instalments ? { instalments } : {}),
  });
  return {
    bag,
    address,
    amountFils,
    within: withinPayLaterLimits(method, amountFils),
    draft,
  };
}
