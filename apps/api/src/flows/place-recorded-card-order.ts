import { randomBytes } from 'node:crypto';
import { isPayLaterMethod, makeOrderId, type PromotionLine } from '@store/domain';
import type { Tx } from '#db/client';
import type { CardCheckoutLine } from '#db/schema';
import { AppError } from '#platform/errors';
import { lockShopper } from '#modules/auth';
import { promotionLineOf, removeBought } from '#modules/cart';
import { lockProducts, productsOfLines } from '#modules/catalog';
import { uniqueViolation } from '#modules/checkout';
import { reserveStock } from '#modules/inventory';
import { issueInvoice } from '#modules/invoices';
import * as orders from '#modules/orders';
import {
  clearBagCode,
  keptPromotions,
  promoteBag,
  promotionUsesOf,
  recordPromotionUses,
} from '#modules/promotions';
import {
  claimOutcome,
  unusedPaymentRefunded,
  type CardCheckoutRow,
  type IntentState,
  type PlacementDeps,
  type RecordedPlacement,
} from '#modules/payments';
import { carryCardEvents } from './carry-card-events';

/** Why a recorded bag cannot become its order: its payment is then refunded. */
export class CannotPlace extends Error {}

/**
 * The recorded lines at today's catalogue prices, as the promotions' rules read them; refused
 * when a product is gone or a price (or so the total) moved: the shopper paid for that bag at
 * those prices, nothing else.
 */
async function linesStillPriced(
  tx: Tx,
  lines: readonly CardCheckoutLine[],
): Promise<PromotionLine[]> {
  const { products } = await productsOfLines(tx, lines);
  return lines.map((line) => {
    const product = products.get(line.productId);
    if (product?.priceFils !== line.priceFils) {
      throw new CannotPlace(`the price of ${line.name} changed or it was removed`);
    }
    return promotionLineOf({ ...product, ...line });
  });
}

/**
 * Places the order a card payment was made for, from what was recorded when it was created, in
 * one transaction under the shopper's checkout lock (the lock addOrder takes): an order the
 * browser placed with the payment meanwhile is answered instead, and a payment already given
 * back is refused. The payment's one outcome is claimed in the same transaction, so if a refund
 * claimed it first nothing is written.
 */
export async function placeRecordedOrder(
  deps: PlacementDeps,
  record: CardCheckoutRow,
  intent: IntentState,
): Promise<RecordedPlacement> {
  const { userId, lines, shippingAddress } = record;
  if (!userId || !lines?.length) return { placed: false, reason: 'no bag was recorded' };
  if (!shippingAddress) return { placed: false, reason: 'no delivery address was recorded' };
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx): Promise<RecordedPlacement> => {
      if (!(await lockShopper(tx, userId))) {
        throw new CannotPlace('the account was deleted');
      }
      const used = await orders.findOrderByPaymentIntent(tx, intent.id);
      if (used) {
        await claimOutcome(tx, intent.id, { kind: 'order', orderId: used.id }, now);
        return { placed: true, created: false, order: used };
      }
      if (await unusedPaymentRefunded(tx, intent.id)) {
        throw new CannotPlace('the payment was refunded');
      }
      // The same promotions the bag had when the card was charged (its code stays on it until
      // an order takes it): a promotion ended or used up since changes the total and refunds.
      const promoted = await promoteBag(tx, {
        userId,
        lines: await linesStillPriced(tx, lines),
        setting: deps.config.store,
        shopper: await orders.promotionShopper(tx, userId),
        now,
      });
      if (promoted.code?.refusal)
        throw new CannotPlace(`the code ${promoted.code.code} no longer applies`);
      const { totals, lineDiscountFils } = promoted.outcome;
      if (totals.totalCostwithVAT !== intent.amountFils) {
        throw new CannotPlace('the total changed');
      }
      try {
        // The lines' products locked in id order, as every writer of their stock locks them.
        const locked = await lockProducts(
          tx,
          lines.map((l) => l.productId),
        );
        await reserveStock(tx, lines, locked);
      } catch (err) {
        if (err instanceof AppError && err.code === 'INSUFFICIENT_STOCK') {
          throw new CannotPlace(err.message);
        }
        throw err;
      }
      const checkoutKey = await orders.nextCheckoutKey(tx, userId);
      const { order, items } = await orders.recordOrder(
        tx,
        {
          orderid: makeOrderId(now, randomBytes(5).toString('hex')),
          userId,
          subtotalFils: totals.totalCostwithoutVAT,
          vatFils: totals.VAT_Price,
          shippingFils: totals.added_Shipping_Price,
          totalFils: totals.totalCostwithVAT,
          // A pay-later payment is authorised now and captured when the order ships.
          paymentMethod: isPayLaterMethod(record.provider) ? record.provider : 'online',
          captureState: isPayLaterMethod(record.provider) ? 'authorized' : null,
          isPaid: true,
          paymentStatus: 'completed',
          walletAmountFils: 0,
          remainingAmountFils: totals.totalCostwithVAT,
          paymentIntentId: intent.id,
          cardLast4: intent.cardLast4 ?? null,
          checkoutKey,
          shippingAddress,
          promotions: keptPromotions(promoted),
        },
        lines.map((line, i) => ({ ...line, discountFils: lineDiscountFils[i] ?? 0 })),
      );
      try {
        await recordPromotionUses(tx, {
          userId,
          orderId: order.id,
          orderTotalFils: totals.totalCostwithVAT,
          uses: promotionUsesOf(promoted),
        });
      } catch (err) {
        if (err instanceof AppError) throw new CannotPlace(err.message);
        throw err;
      }
      await clearBagCode(tx, userId);
      const claim = await claimOutcome(tx, intent.id, { kind: 'order', orderId: order.id }, now);
      if (claim === 'refund') throw new CannotPlace('the payment was refunded');
      // The paid lines leave the shopper's bag, as addOrder empties it.
      await removeBought(tx, userId, lines);
      // As addOrder does: the payment is the tax point, and the placed mail carries the invoice.
      await issueInvoice(tx, deps.config.store, order, items, now);
      await carryCardEvents(tx, order, intent, now);
      await orders.tellOrderPlaced(deps, tx, order, items);
      return { placed: true, created: true, order };
    });
  } catch (err) {
    if (err instanceof CannotPlace) return { placed: false, reason: err.message };
    // The browser's addOrder placed it between our read and our insert (no lock met): its order.
    if (uniqueViolation(err) === 'orders_payment_intent_key') {
      const winner = await orders.findOrderByPaymentIntent(deps.db, intent.id);
      if (winner) return { placed: true, created: false, order: winner };
    }
    throw err;
  }
}
