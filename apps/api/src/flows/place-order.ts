import { randomBytes } from 'node:crypto';
import {
  makeOrderId,
  totalChanged,
  totalChangedMessage,
  walletPaymentMethod,
  walletUse,
  type PlaceOrderInput,
} from '@store/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#config/env';
import type { Db } from '#db/client';
import type { Clock } from '#platform/clock';
import type { MailOutbox } from '#platform/mail-outbox';
import { AppError, refusal } from '#platform/errors';
import { findAddress, shippingSnapshot } from '#modules/addresses';
import { lockShopper } from '#modules/auth';
import { lockProducts } from '#modules/catalog';
import { clearCart } from '#modules/cart';
import { reserveStock } from '#modules/inventory';
import { claimCardPaymentForOrder, unusedPaymentRefunded } from '#modules/payments';
import type { IntentState, PaymentProvider } from '#modules/payments';
import { issueInvoice, paidAtPlacement } from '#modules/invoices';
import { debitWallet, lockWallet, walletBalance } from '#modules/wallet';
import {
  clearBagCode,
  keptPromotions,
  promotionUsesOf,
  recordPromotionUses,
} from '#modules/promotions';
import {
  checkCashOnDeliveryLimit,
  existing,
  payableCart,
  paymentIntentOf,
  refundIfOrphaned,
  refundUnusedPayment,
  uniqueViolation,
  type Placed,
} from '#modules/checkout';
import * as orders from '#modules/orders';
import { carryCardEvents } from './carry-card-events';

const CURRENCY = 'aed';
/** What placing an order uses of the running store, each under the name the app gives it. */
export interface PlaceOrderDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The store's VAT and shipping rules, and how the placed order is shown. */
  config: Pick<Config, 'media' | 'store' | 'shipping'>;
  /** The card payment is confirmed, and an orphaned or unused one refunded, through it. */
  payments: PaymentProvider;
  /** The order's confirmation goes out through the outbox, in the order's transaction. */
  mailOutbox: MailOutbox;
  /** The stock changed: this instance's catalogue shows it from the next request on. */
  catalogChanged: () => void;
}

const notConfirmed = () => refusal('conflict', 'PAYMENT_NOT_CONFIRMED');
/** The code a refusal of a payment already given back goes out with. */
const REFUNDED = { code: 'PAYMENT_REFUNDED' };

/**
 * A card payment is checked with the provider before the transaction: no network call holds locks.
 * It must be the shopper's, or one the original client made without a token (no owner yet): the
 * order it pays then claims it, and the amount must still be exactly the order's total.
 */
async function confirmedIntent(payments: PaymentProvider, userId: string, id: string | undefined) {
  if (!id) throw notConfirmed();
  const intent = await payments.retrieve(id);
  const owned = intent?.userId === undefined || intent.userId === userId;
  if (!intent || !owned || intent.status !== 'succeeded') throw notConfirmed();
  if (intent.currency !== CURRENCY) throw notConfirmed();
  return intent;
}

/**
 * addOrder: one transaction that prices the server's cart, takes the stock, takes the wallet
 * share, checks the card payment's amount and writes the order, so either all of it happens or
 * none of it does. The client's order id is kept when it has the 'SH-' form and is free; if
 * another order takes it at the same moment, the order is placed again under one of ours. The
 * same shopper sending the same client order id again gets the order it placed.
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  userId: string,
  input: PlaceOrderInput,
): Promise<Placed> {
  const intent: IntentState | undefined =
    input.paymentMethod === 'online'
      ? await confirmedIntent(deps.payments, userId, input.paymentIntentId)
      : undefined;
  let placed: Placed;
  try {
    try {
      placed = await placeOnce(deps, userId, input, intent, true);
    } catch (err) {
      if (input.orderid === undefined || uniqueViolation(err) !== 'orders_orderid_key') throw err;
      placed = await placeOnce(deps, userId, input, intent, false);
    }
  } catch (err) {
    throw intent ? await refundIfOrphaned(deps, userId, intent, err) : err;
  }
  // The stock just changed: this instance's catalogue shows it from the next request on.
  if (placed.created) deps.catalogChanged();
  // A repeat of an order that paid again by card: that second payment pays for nothing.
  else if (intent && paymentIntentOf(placed) !== intent.id) {
    await refundUnusedPayment(deps, userId, intent);
  }
  return placed;
}

async function placeOnce(
  deps: PlaceOrderDeps,
  userId: string,
  input: PlaceOrderInput,
  intent: IntentState | undefined,
  keepClientOrderid: boolean,
): Promise<Placed> {
  const method = input.paymentMethod;
  let checkoutKey = '';
  try {
    return await deps.db.transaction(async (tx) => {
      // One checkout per shopper at a time; everything below sees the other's finished result.
      if (!(await lockShopper(tx, userId))) {
        throw refusal('unauthenticated', 'UNAUTHENTICATED');
      }
      // A submit whose answer was lost, sent again: under the lock, the first one's order is seen.
      if (input.clientOrderid) {
        const repeat = await orders.findOrderByClientOrderid(tx, userId, input.clientOrderid);
        if (repeat) return existing(deps.config, tx, repeat);
      }
      if (intent) {
        const used = await orders.findOrderByPaymentIntent(tx, intent.id);
        if (used && used.userId !== userId) throw notConfirmed();
        // A cancelled order's payment went back to the card: it pays for nothing new.
        if (used?.status === 'cancelled') {
          throw refusal('conflict', 'checkout.payment_refunded_when_order_cancelled', REFUNDED);
        }
        // The same shopper submitting the same payment again gets the order it already paid for.
        if (used) return existing(deps.config, tx, used);
        // Given back after a refusal: read again here, under the lock, because `intent` was read
        // before it and another submit may have refunded the payment since. Given back whole at
        // the provider, it pays for nothing; a part given back is carried onto the order.
        if (
          intent.amountRefundedFils >= intent.amountFils ||
          (await unusedPaymentRefunded(tx, intent.id))
        ) {
          throw refusal('conflict', 'checkout.payment_refunded_card_pay_again', REFUNDED);
        }
      }
      const { lines, totals, promoted } = await payableCart(
        tx,
        userId,
        deps.config.store,
        deps.clock.now(),
      );
      const address = await findAddress(tx, userId, input.addressId);
      if (!address) {
        throw refusal('validation', 'ADDRESS_REQUIRED');
      }
      const total = totals.totalCostwithVAT;
      if (totalChanged(input.expectedTotal, total)) {
        throw new AppError('conflict', totalChangedMessage(total), 'TOTAL_CHANGED');
      }
      if (intent && intent.amountFils !== total) {
        throw refusal('conflict', 'PAYMENT_MISMATCH');
      }

      let paymentMethod = method;
      let walletFils = 0;
      if (method === 'wallet' || method === 'wallet_partial') {
        await lockWallet(tx, userId);
        const balance = await walletBalance(tx, userId);
        if (balance <= 0) {
          throw refusal('validation', 'checkout.wallet_balance_insufficient', {
            code: 'INSUFFICIENT_BALANCE',
          });
        }
        walletFils = walletUse(balance, total);
        // The server decides: the whole total from the wallet, or part of it and the rest on delivery.
        paymentMethod = walletPaymentMethod(balance, total);
      }

      const remaining = total - walletFils;
      if (paymentMethod === 'COD' || paymentMethod === 'wallet_partial') {
        await checkCashOnDeliveryLimit(tx, userId, { dueFils: remaining, lines });
      }

      // The lines' products locked in id order, as every writer of their stock locks them,
      // then their units taken.
      const locked = await lockProducts(
        tx,
        lines.map((l) => l.productId),
      );
      await reserveStock(tx, lines, locked);

      // The shopper's n-th order: two submits that both got past the lock would collide here.
      checkoutKey = await orders.nextCheckoutKey(tx, userId);
      const paid = paymentMethod === 'online' || paymentMethod === 'wallet';
      const clientOrderid = keepClientOrderid ? input.orderid : undefined;
      const keepClientId = clientOrderid && !(await orders.orderidTaken(tx, clientOrderid));
      const { order, items } = await orders.recordOrder(
        tx,
        {
          orderid: keepClientId
            ? clientOrderid
            : makeOrderId(new Date(), randomBytes(5).toString('hex')),
          userId,
          subtotalFils: totals.totalCostwithoutVAT,
          vatFils: totals.VAT_Price,
          shippingFils: totals.added_Shipping_Price,
          totalFils: total,
          paymentMethod,
          isPaid: paid,
          paymentStatus: paid
            ? 'completed'
            : paymentMethod === 'wallet_partial'
              ? 'partial'
              : 'pending',
          walletAmountFils: walletFils,
          remainingAmountFils: remaining,
          paymentIntentId: intent?.id ?? null,
          cardLast4: intent?.cardLast4 ?? null,
          zipCode: input.zipCode ?? null,
          checkoutKey,
          clientOrderid: input.clientOrderid ?? null,
          shippingAddress: shippingSnapshot(address),
          promotions: keptPromotions(promoted),
        },
        lines,
      );
      // The promotions' uses, within their limits under the promotion's row lock: a code used up
      // by another order a moment ago refuses this one, and nothing of it is written.
      await recordPromotionUses(tx, {
        userId,
        orderId: order.id,
        orderTotalFils: total,
        uses: promotionUsesOf(promoted),
      });
      await clearBagCode(tx, userId);
      // The payment's one outcome (decision 38): a webhook that refunded it first stops this order.
      if (intent) await claimCardPaymentForOrder(tx, intent.id, order.id, deps.clock.now());
      if (walletFils > 0) {
        await debitWallet(tx, {
          userId,
          amountFils: walletFils,
          reference: `order-payment:${order.id}`,
          orderId: order.id,
          note: `Payment for order ${order.orderid}`,
        });
      }
      await clearCart(tx, userId);
      // The tax point of a card or wallet order is its payment: the invoice is issued with it.
      if (paidAtPlacement(order))
        await issueInvoice(tx, deps.config.store, order, items, order.createdAt);
      // A dispute or refund the provider reported before this order existed is carried onto it.
      if (intent) await carryCardEvents(tx, order, intent, deps.clock.now());
      await orders.tellOrderPlaced(deps, tx, order, items);
      return {
        order: orders.orderJson(order, items, deps.config),
        created: true,
      };
    });
  } catch (err) {
    // Only reachable if two submits were not serialised by the row lock: return the winner's order.
    const constraint = uniqueViolation(err);
    if (constraint === 'orders_checkout_key' && checkoutKey) {
      const winner = await orders.findOrderByCheckoutKey(deps.db, checkoutKey);
      if (winner) return existing(deps.config, deps.db, winner);
    }
    if (constraint === 'orders_user_client_orderid_key' && input.clientOrderid) {
      const winner = await orders.findOrderByClientOrderid(deps.db, userId, input.clientOrderid);
      if (winner) return existing(deps.config, deps.db, winner);
    }
    if (constraint === 'orders_payment_intent_key' && intent) {
      const winner = await orders.findOrderByPaymentIntent(deps.db, intent.id);
      if (winner?.userId === userId) return existing(deps.config, deps.db, winner);
      throw notConfirmed();
    }
    throw err;
  }
}

/** The server's own payment state of the shopper's order; nothing the client sends changes it. */
export async function orderPaymentState(
  deps: Pick<PlaceOrderDeps, 'db' | 'config'>,
  userId: string,
  ref: string,
) {
  const row = await orders.findOrderForUser(deps.db, userId, ref);
  if (!row) throw refusal('not_found', 'order.order_not_found', { code: 'NOT_FOUND' });
  return (await existing(deps.config, deps.db, row)).order;
}
