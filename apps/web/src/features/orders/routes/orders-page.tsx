import { useMemo, useState } from 'react';
import { Link } from '@/lib/router';

import { ErrorMessage } from '@/components/ui/error-message';
import { t } from '@/i18n';
import { RequireAuth } from '@/features/auth';
import type { Order } from '@/features/checkout';
import { useOrders, useReturns } from '../api';
import { CancelOrderDialog } from '../components/cancel-order-dialog';
import { OrderCard } from '../components/order-card';
import { ReturnDialog } from '../components/return-dialog';
import type { ReturnTarget } from '../components/return-dialog';
import { returnsByItem } from '../utils/order-rules';
import '../orders.css';
import { ordersText, ordersPlural } from '../i18n/orders-text';

function OrdersView() {
  const orders = useOrders();
  const returns = useReturns();
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [returning, setReturning] = useState<ReturnTarget | null>(null);
  const byItem = useMemo(() => returnsByItem(returns.data ?? []), [returns.data]);
  const title = <title>{`${ordersText('orders.title')} · ${t('app.name')}`}</title>;
  // Both lists poll every 10 s and each poll renders, so the window is judged on a fresh clock.
  const now = new Date();

  if (orders.error && !orders.data) {
    return (
      <div className="page orders-page">
        {title}
        <ErrorMessage
          title={ordersText('orders.fetchError')}
          message={orders.error.message}
          retryLabel={t('catalog.retry')}
          onRetry={() => void orders.refetch()}
        />
      </div>
    );
  }
  if (!orders.data) {
    return (
      <div className="page orders-page" aria-busy="true">
        {title}
        <p role="status" className="orders-page__loading">
          {ordersText('orders.loading')}
        </p>
      </div>
    );
  }
  if (orders.data.length === 0) {
    return (
      <div className="page message-page">
        {title}
        <h1 className="message-page__title">{ordersText('orders.title')}</h1>
        <p className="message-page__text">{ordersText('orders.empty')}</p>
        <Link className="button button--primary" to="/">
          {t('cart.startShopping')}
        </Link>
      </div>
    );
  }
  return (
    <div className="page orders-page">
      {title}
      <header className="page-head">
        <h1 className="page-head__title">{ordersText('orders.title')}</h1>
        <p className="page-head__meta">{ordersPlural('orders.count', orders.data.length)}</p>
        <p className="vat-note">{t('vat.pricesIncl')}</p>
      </header>
      {orders.error ? (
        <p className="orders-page__warning" role="alert">
          {ordersText('orders.fetchError')}
        </p>
      ) : null}
      {returns.error ? (
        <p className="orders-page__warning" role="alert">
          {ordersText('orders.returnsError')}
        </p>
      ) : null}
      <div className="orders-page__list">
        {orders.data.map((order) => (
          <OrderCard
            key={order._id}
            order={order}
            returns={byItem}
            now={now}
            // Without the returns list no Return button shows: it could offer a second request.
            returnsKnown={returns.data !== undefined}
            onCancel={setCancelling}
            onReturn={(o, item) => setReturning({ order: o, item })}
          />
        ))}
      </div>
      <CancelOrderDialog order={cancelling} onClose={() => setCancelling(null)} />
      <ReturnDialog target={returning} onClose={() => setReturning(null)} />
    </div>
  );
}

/** `/orders`: every order with its tracker, cancellation and returns. */
export default function OrdersPage() {
  return (
    <RequireAuth>
      <OrdersView />
    </RequireAuth>
  );
}
