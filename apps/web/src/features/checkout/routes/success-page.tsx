import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from '@/lib/router';

import { Icon } from '@/components/ui/icon';
import { getLocale, t } from '@/i18n';
import { queryKeys } from '@/lib/query-keys';
import { RequireAuth } from '@/features/auth';
import { AppliedPromotions } from '@/components/price-lines';
import type { Order } from '@store/domain/contract';
import { clearOrderDraft, readOrderDraft } from '../utils/order-draft';
import { paymentLine } from '../utils/payment-line';
import '../checkout.css';
import '../checkout-form.css';
import '../checkout-summary.css';
import { formatAed } from '@/lib/money';
import { addressOneLine } from '@store/domain';
import { promoText } from '@/lib/promo-text';

function SuccessView() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Router state right after placing; the stored draft after a reload.
  const fromState = (location.state as { order?: Order } | null)?.order;
  const order = fromState ?? readOrderDraft()?.order;
  const title = <title>{`${t('page.orderSuccess')} · ${t('app.name')}`}</title>;

  if (!order) {
    return (
      <div className="page message-page">
        {title}
        <h1 className="message-page__title">{t('page.orderSuccess')}</h1>
        <p className="message-page__text">{t('success.none')}</p>
        <Link className="button button--primary" to="/">
          {t('success.continue')}
        </Link>
      </div>
    );
  }

  const a = order.shippingaddress;
  const address = addressOneLine(a, getLocale(), { country: true });
  const viewOrders = () => {
    clearOrderDraft();
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders() });
    navigate('/orders');
  };

  return (
    <div className="page success-page">
      {title}
      <div className="success-card">
        <span className="success-card__icon" aria-hidden="true">
          <Icon name="check" />
        </span>
        <h1 className="success-card__title">{t('success.title')}</h1>
        <p className="success-card__text">{t('success.text')}</p>
        <dl className="success-card__details">
          <div>
            <dt>{t('success.orderId')}</dt>
            <dd data-testid="order-id">{order.orderid}</dd>
          </div>
          <div>
            <dt>{t('success.name')}</dt>
            <dd>{a.username}</dd>
          </div>
          <div>
            <dt>{t('success.address')}</dt>
            <dd>{address}</dd>
          </div>
          <div>
            <dt>{t('success.payment')}</dt>
            <dd>{paymentLine(order)}</dd>
          </div>
          {/* A draft saved before orders carried promotions has none. */}
          {Array.isArray(order.promotions) && order.promotions.length > 0 ? (
            <div>
              <dt>{promoText('promo.applied')}</dt>
              <dd>
                <AppliedPromotions promotions={order.promotions} />
              </dd>
            </div>
          ) : null}
          <div className="success-card__total">
            <dt>{t('vat.totalIncl')}</dt>
            <dd data-testid="order-total">{formatAed(order.totalprice)}</dd>
          </div>
        </dl>
        <div className="success-card__actions">
          <Link className="button button--secondary" to="/">
            {t('success.continue')}
          </Link>
          <button type="button" className="button button--primary" onClick={viewOrders}>
            {t('success.orders')}
          </button>
        </div>
      </div>
    </div>
  );
}

/** `/successToOrder`: the placed order's confirmation. */
export default function SuccessPage() {
  return (
    <RequireAuth>
      <SuccessView />
    </RequireAuth>
  );
}
