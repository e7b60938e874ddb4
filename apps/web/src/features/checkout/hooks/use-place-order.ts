import { toFils, walletPaymentMethod } from '@store/domain';
import type { PaymentMethod } from '@store/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from '@/lib/router';

import { useToast } from '@/components/ui/toast';
import { t } from '@/i18n';
import { queryKeys } from '@/lib/query-keys';
import { addOrder, processWalletPayment, updatePaymentStatus } from '../api';
import type { Order } from '@store/domain/contract';
import type { PaymentChoice } from '../payment-choice';
import { ApiError } from '@/lib/api-client';
import { newOrderId, placedDraft, saveOrderDraft } from '../utils/order-draft';
import { placeOrderError, walletErrorKey } from '../utils/payment-messages';

export type PlaceOrderRequest = {
  addressId: string;
  choice: PaymentChoice;
  /** AED, to pick wallet or wallet_partial the way the server will. */
  walletBalance: number;
  total: number;
  zipCode?: string;
  /** Card only: confirms the payment first; null means it did not succeed (already reported). */
  pay?: () => Promise<string | null>;
};

/** A placement whose answer never arrived: the order may exist on the server all the same. */
type UnansweredAttempt = { orderid: string; method: PaymentMethod; paymentIntentId?: string };

function methodOf(request: PlaceOrderRequest): PaymentMethod {
  if (request.choice === 'card') return 'online';
  if (request.choice === 'COD') return 'COD';
  return walletPaymentMethod(toFils(request.walletBalance), toFils(request.total));
}

/**
 * Places the order, one placement at a time: a second press while one runs gets
 * 'Order placement is already in progress.'. Wallet orders then run the original wallet step and
 * payment-status update, both idempotent views of what addOrder already did on the server.
 */
export function usePlaceOrder() {
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const running = useRef(false);
  // After a lost answer the next press sends the same order id (and card payment), so the server
  // answers the order it may have placed instead of refusing an empty bag or charging again.
  const unanswered = useRef<UnansweredAttempt | null>(null);
  const [pending, setPending] = useState(false);

  const walletSteps = useCallback(
    async (order: Order): Promise<Order> => {
      try {
        const step = await processWalletPayment(order.orderid);
        const updated = await updatePaymentStatus({
          orderId: order._id,
          paymentStatus: step.remainingAmount > 0 ? 'partial' : 'completed',
          paidAmount: step.amountPaidFromWallet,
          paymentMethod: step.paymentMethod,
        });
        return updated.order ?? order;
      } catch (error) {
        toast(t(walletErrorKey(error)), 'error');
        toast(t('checkout.walletStepFailed'), 'warning');
        return order;
      }
    },
    [toast],
  );

  const place = useCallback(
    async (request: PlaceOrderRequest) => {
      if (running.current) return toast(t('checkout.inProgress'), 'warning');
      running.current = true;
      setPending(true);
      const paymentMethod = methodOf(request);
      const retry = unanswered.current?.method === paymentMethod ? unanswered.current : null;
      const attempt: UnansweredAttempt = retry ?? { orderid: newOrderId(), method: paymentMethod };
      try {
        if (request.pay && !attempt.paymentIntentId) {
          const paid = await request.pay();
          if (paid === null) return;
          attempt.paymentIntentId = paid;
        }
        const { paymentIntentId } = attempt;
        let placed;
        try {
          placed = await addOrder({
            addressId: request.addressId,
            paymentMethod,
            expectedTotal: request.total,
            orderid: attempt.orderid,
            ...(request.zipCode ? { zipCode: request.zipCode } : {}),
            ...(paymentIntentId ? { paymentIntentId } : {}),
          });
        } catch (error) {
          const lost = error instanceof ApiError && error.status === 0;
          unanswered.current = lost ? attempt : null;
          throw error;
        }
        unanswered.current = null;
        const wallet = placed.order.paymentMethod.startsWith('wallet');
        const order = wallet ? await walletSteps(placed.order) : placed.order;
        saveOrderDraft(placedDraft(order));
        toast(t('checkout.placed'));
        navigate('/successToOrder', { state: { order } });
        // After leaving: the bag is empty now, the wallet and orders changed.
        void queryClient.invalidateQueries({ queryKey: queryKeys.cart() });
        void queryClient.invalidateQueries({ queryKey: queryKeys.wallet() });
        void queryClient.invalidateQueries({ queryKey: queryKeys.orders() });
      } catch (error) {
        const failure = placeOrderError(error);
        toast('text' in failure ? failure.text : t(failure.key), 'error');
        // Stock or prices may have moved: show the bag as the server has it now. Not after a lost
        // answer: the order may have emptied the bag, and the shopper must be able to press again.
        if (!unanswered.current) void queryClient.invalidateQueries({ queryKey: queryKeys.cart() });
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [toast, navigate, queryClient, walletSteps],
  );

  return { place, pending };
}
