import { Link } from '@/lib/router';

import { useToast } from '@/components/ui/toast';
import { t } from '@/i18n';
import type { Cart } from '@store/domain/contract';
import { summaryLines } from '@/lib/price-summary';
import { FreeShippingGap, PriceLines } from '@/components/price-lines';
import { PromoCodeField } from '@/components/promo-code-field';
import { PayLaterLines } from '@/features/pay-later';
import { toFils } from '@store/domain';

type CartSummaryProps = {
  cart: Cart;
  /** A line the stock no longer covers: checkout would refuse it, so Continue waits. */
  blocked?: boolean;
};

/**
 * The price summary card: the promo code, the items with VAT, each promotion's discount, a
 * rounding line when needed, shipping, platform fee, the total charged, the VAT it includes, how
 * much more makes shipping free, Continue.
 */
export function CartSummary({ cart, blocked = false }: CartSummaryProps) {
  const toast = useToast();
  const lines = summaryLines(cart);
  return (
    <aside className="summary-card cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        {t('cart.summary')}
      </h2>
      <PromoCodeField code={cart.code} />
      <PriceLines lines={lines} block="cart-summary" totalTestId="cart-total" />
      <p className="cart-summary__vat" data-testid="cart-vat">
        {lines.vatIncluded}
      </p>
      {lines.rounding !== null ? (
        <p className="cart-summary__note">{t('vat.roundingNote')}</p>
      ) : null}
      <PayLaterLines totalFils={toFils(cart.totals.totalCostwithVAT)} />
      <FreeShippingGap lines={lines} />
      {lines.freeShippingGap === null && !lines.shippingFree ? (
        <p className="cart-summary__note">{t('cart.freeShippingNote')}</p>
      ) : null}
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
