import { toFils, walletPaymentMethod } from '@store/domain';
import type { PaymentMethod } from '@store/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { useToast } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import { queryKeys } from '../../../lib/query-keys';
import { addOrder, processWalletPayment, updatePaymentStatus } from '../api';
import type { Order, PaymentChoice } from '../types';
import { placedDraft, saveOrderDraft } from '../utils/order-draft';
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

function methodOf(request: PlaceOrderRequest): PaymentMethod {
  if (request.choice === 'card') return 'online';
  if (request.choice === 'COD') return 'COD';
  return walletPaymentMethod(toFils(request.walletBalance), toFils(request.total));
}

/**
 * Places the order, one placement at a time (spec section 4): a second press while one runs gets
 * 'Order placement is already in progress.'. Wallet orders then run the spec's wallet step and
 * payment-status update, both idempotent views of what addOrder already did on the server.
 */
export function usePlaceOrder() {
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const running = useRef(false);
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
      try {
        let paymentIntentId: string | undefined;
        if (request.pay) {
          const paid = await request.pay();
          if (paid === null) return;
          paymentIntentId = paid;
        }
        const paymentMethod = methodOf(request);
        const placed = await addOrder({
          addressId: request.addressId,
          paymentMethod,
          expectedTotal: request.total,
          ...(request.zipCode ? { zipCode: request.zipCode } : {}),
          ...(paymentIntentId ? { paymentIntentId } : {}),
        });
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
        // Stock or prices may have moved: show the bag as the server has it now.
        void queryClient.invalidateQueries({ queryKey: queryKeys.cart() });
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [toast, navigate, queryClient, walletSteps],
  );

  return { place, pending };
}
