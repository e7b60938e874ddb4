import { ErrorMessage } from '@/components/ui/error-message';
import { t, tp } from '@/i18n';
import { RequireAuth } from '@/features/auth';
import { useWallet } from '../api';
import { TransactionRow } from '../components/transaction-row';
import '../wallet.css';
import { formatAed } from '@/lib/money';

function WalletView() {
  const { data, error, refetch } = useWallet();
  const title = <title>{`${t('walletPage.title')} · ${t('app.name')}`}</title>;
  if (error && !data) {
    return (
      <div className="page wallet-page">
        {title}
        <h1 className="page-head__title">{t('walletPage.title')}</h1>
        <ErrorMessage
          title={t('walletPage.fetchError')}
          message={error.message}
          retryLabel={t('catalog.retry')}
          onRetry={() => void refetch()}
        />
      </div>
    );
  }
  if (!data) {
    return (
      <div className="page wallet-page" aria-busy="true">
        {title}
        <h1 className="page-head__title">{t('walletPage.title')}</h1>
        <p role="status" className="wallet-page__muted">
          {t('walletPage.loading')}
        </p>
      </div>
    );
  }
  const shown = data.transactions.length;
  return (
    <div className="page wallet-page">
      {title}
      <h1 className="page-head__title">{t('walletPage.title')}</h1>
      <section className="wallet-balance" aria-labelledby="wallet-balance">
        <h2 id="wallet-balance" className="wallet-balance__label">
          {t('walletPage.balance')}
        </h2>
        <p className="wallet-balance__amount" data-testid="wallet-balance">
          {formatAed(data.balance)}
        </p>
      </section>
      <section className="wallet-recent" aria-labelledby="wallet-recent">
        <div className="wallet-recent__head">
          <h2 id="wallet-recent" className="wallet-recent__title">
            {t('walletPage.recent')}
          </h2>
          <p className="wallet-page__muted" data-testid="wallet-count">
            {shown < data.totalTransactions
              ? t('walletPage.shown', { shown, total: data.totalTransactions })
              : tp('walletPage.total', data.totalTransactions)}
          </p>
        </div>
        {shown === 0 ? (
          <p className="wallet-page__muted">{t('walletPage.none')}</p>
        ) : (
          <ul className="wallet-recent__list" role="list">
            {data.transactions.map((tx) => (
              <TransactionRow key={tx._id} tx={tx} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** `/wallet`: 'My Wallet', the balance and the 10 most recent transactions. */
export default function WalletPage() {
  return (
    <RequireAuth>
      <WalletView />
    </RequireAuth>
  );
}
