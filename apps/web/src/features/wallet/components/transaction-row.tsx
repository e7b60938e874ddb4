import { t } from '@/i18n';
import { formatDate } from '@/lib/format-date';
import type { WalletTransaction } from '@store/domain/contract';
import { signedAmount } from '../utils/amount';

/** One ledger line: note, order id and date, and the amount in green (+) or plain (−). */
export function TransactionRow({ tx }: { tx: WalletTransaction }) {
  // 'Refund for order SH-…' already names the order; other notes get the id on its own line.
  const showOrder = tx.orderid !== null && !(tx.note ?? '').includes(tx.orderid);
  return (
    <li className={`wallet-tx wallet-tx--${tx.type}`}>
      <div className="wallet-tx__text">
        <p className="wallet-tx__note">
          {tx.note ?? t(tx.type === 'credit' ? 'walletPage.credit' : 'walletPage.debit')}
        </p>
        <p className="wallet-tx__meta">
          {showOrder ? <span>{t('walletPage.order', { id: tx.orderid ?? '' })}</span> : null}
          <time dateTime={tx.date}>{formatDate(tx.date, true)}</time>
        </p>
      </div>
      <p className="wallet-tx__amount">
        <span className="sr-only">
          {t(tx.type === 'credit' ? 'walletPage.credit' : 'walletPage.debit')}:{' '}
        </span>
        {signedAmount(tx)}
      </p>
    </li>
  );
}
