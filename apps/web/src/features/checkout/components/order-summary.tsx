import type { ReactNode } from 'react';
import { Link } from '@/lib/router';

import { FallbackImage } from '@/components/ui/fallback-image';
import { t } from '@/i18n';
import type { Cart } from '@/features/cart';
import { FreeShippingGap, PriceLines } from '@/components/price-lines';
import { PromoCodeField } from '@/components/promo-code-field';
import { summaryLines } from '@/lib/price-summary';
import { formatAed } from '@/lib/money';
import { catalogueWord, productName } from '@/i18n/content';

/**
 * The bag being bought and its totals, beside the checkout steps on wide screens: the bag's
 * promo code field, the same VAT-inclusive lines as the bag, its promotions among them
 * (decision 32), and how much more makes shipping free.
 */
export function OrderSummary({ cart, children }: { cart: Cart; children?: ReactNode }) {
  const lines = summaryLines(cart);
  return (
    <aside className="summary-card co-summary" aria-labelledby="co-summary-title">
      <div className="co-summary__head">
        <h2 id="co-summary-title" className="co-summary__title">
          {t('checkout.summaryTitle')}
        </h2>
        <Link className="co-summary__edit" to="/cart">
          {t('checkout.editBag')}
        </Link>
      </div>
      <ul className="co-summary__items" role="list">
        {cart.items.map((item) => (
          <li key={item.lineId} className="co-summary__item">
            <FallbackImage
              className="co-summary__image"
              src={item.defaultImg}
              alt=""
              loading="lazy"
            />
            <span className="co-summary__name">
              {productName(item)}
              <span className="co-summary__meta">
                {catalogueWord(item.selections.color)} · {catalogueWord(item.selections.size)} ·{' '}
                {t('checkout.quantity', { quantity: item.quantity })}
              </span>
            </span>
            <span className="co-summary__price">{formatAed(item.lineTotalWithVat)}</span>
          </li>
        ))}
      </ul>
      <PromoCodeField code={cart.code} />
      <PriceLines lines={lines} block="co-summary" totalTestId="checkout-total" />
      <p className="co-summary__vat" data-testid="checkout-vat">
        {lines.vatIncluded}
      </p>
      <FreeShippingGap lines={lines} />
      {children}
    </aside>
  );
}
