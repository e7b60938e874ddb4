import { t } from '@/i18n';
import type { Order } from '@store/domain/contract';
import { formatAed } from '@/lib/money';

/** How an order was paid, with the wallet part and what is due on delivery (success and orders pages). */
export function paymentLine(order: Order): string {
  const details = order.paymentDetails;
  switch (order.paymentMethod) {
    case 'online':
      return details.cardLast4
        ? t('success.paidCard', { last4: details.cardLast4 })
        : t('success.paidCardNoLast4');
    case 'wallet':
      return t('success.wallet', { amount: formatAed(order.amountPaidFromWallet) });
    case 'wallet_partial':
      return t('success.walletPart', {
        wallet: formatAed(order.amountPaidFromWallet),
        rest: formatAed(details.remainingAmount),
      });
    default:
      return t('success.cod', { amount: formatAed(order.totalprice) });
  }
}
