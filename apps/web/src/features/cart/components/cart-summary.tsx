import { Link } from 'react-router';

import { useToast } from '@/components/ui/toast';
import { t } from '@/i18n';
import type { CartTotals } from '@store/domain/contract';
import { summaryLines } from '../utils/summary';

type CartSummaryProps = {
  totals: CartTotals;
  /** A line the stock no longer covers: checkout would refuse it, so Continue waits. */
  blocked?: boolean;
};

/**
 * The price summary card: the items with VAT, a rounding line when needed, shipping, platform
 * fee, the total charged, the VAT it includes, Continue.
 */
export function CartSummary({ totals, blocked = false }: CartSummaryProps) {
  const toast = useToast();
  const lines = summaryLines(totals);
  return (
    <aside className="summary-card cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        {t('cart.summary')}
      </h2>
      <dl className="cart-summary__lines">
        <div className="cart-summary__line">
          <dt>{t('vat.items')}</dt>
          <dd>{lines.items}</dd>
        </div>
        {lines.rounding !== null ? (
          <div className="cart-summary__line">
            <dt>{t('vat.rounding')}</dt>
            <dd>{lines.rounding}</dd>
          </div>
        ) : null}
        <div className="cart-summary__line">
          <dt>{t('cart.shipping')}</dt>
          <dd>
            {lines.shippingFree ? (
              <>
                <s className="cart-summary__struck">{lines.shipping}</s>{' '}
                <span className="cart-summary__free">{t('cart.free')}</span>
              </>
            ) : (
              lines.shipping
            )}
          </dd>
        </div>
        <div className="cart-summary__line">
          <dt>{t('cart.platformFee')}</dt>
          <dd className="cart-summary__free">{t('cart.free')}</dd>
        </div>
        <div className="cart-summary__line cart-summary__line--total">
          <dt>{t('cart.total')}</dt>
          <dd data-testid="cart-total">{lines.total}</dd>
        </div>
      </dl>
      <p className="cart-summary__vat" data-testid="cart-vat">
        {lines.vatIncluded}
      </p>
      {lines.rounding !== null ? (
        <p className="cart-summary__note">{t('vat.roundingNote')}</p>
      ) : null}
      {lines.shippingFree ? null : (
        <p className="cart-summary__note">{t('cart.freeShippingNote')}</p>
      )}
      {blocked ? <p className="cart-summary__note">{t('cart.fixStock')}</p> : null}
      <Link
        className="button button--primary cart-summary__continue"
        to="/checkout/address"
        aria-disabled={blocked || undefined}
        onClick={(event) => {
          if (!blocked) return;
          event.preventDefault();
          toast(t('cart.fixStock'), 'warning');
        }}
      >
        {t('cart.continue')}
      </Link>
    </aside>
  );
}
