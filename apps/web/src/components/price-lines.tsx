import { getDir, t } from '@/i18n';
import type { AppliedPromotionAnswer } from '@store/domain/contract';
import { promotionLine, type PromotionName, type SummaryLines } from '@/lib/price-summary';

type PriceLinesProps = {
  lines: SummaryLines;
  /** The class block its parts are named by: the bag's card or checkout's summary. */
  block: 'cart-summary' | 'co-summary';
  /** The total's test id ('cart-total' in the bag). */
  totalTestId?: string;
};

/**
 * An amount of money, isolated in the page's direction: a negative Arabic amount starts with a
 * left-to-right mark ('\u200e-42.00 درهم'), which an isolate guessing its own direction took for
 * a left-to-right amount, so it read 'درهم' on the other side of the number from every other line.
 */
export function Amount({ children }: { children: string }) {
  return <bdi dir={getDir()}>{children}</bdi>;
}

/** A promotion's name, and its code isolated left to right (a Latin code in Arabic text). */
export function PromotionLabel({ promotion }: { promotion: PromotionName }) {
  return (
    <>
      <bdi>{promotion.name}</bdi>
      {promotion.code ? (
        <>
          {' '}
          <bdi dir="ltr" className="promo-code">
            {promotion.code}
          </bdi>
        </>
      ) : null}
    </>
  );
}

/**
 * The summary's price lines, the same in the bag and at checkout: the rows, each promotion's
 * discount, the rounding line, shipping (free, and by which promotion), the platform fee and the
 * total charged. Amounts are isolated so Arabic pages keep them whole.
 */
export function PriceLines({ lines, block, totalTestId }: PriceLinesProps) {
  const line = `${block}__line`;
  return (
    <dl className={`${block}__lines price-lines`}>
      <div className={line}>
        <dt>{t('vat.items')}</dt>
        <dd>
          <Amount>{lines.items}</Amount>
        </dd>
      </div>
      {lines.promotions.map((promotion) => (
        <div key={promotion.id} className={`${line} price-lines__promotion`}>
          <dt>
            <PromotionLabel promotion={promotion} />
          </dt>
          <dd>
            <Amount>{promotion.amount}</Amount>
          </dd>
        </div>
      ))}
      {lines.rounding !== null ? (
        <div className={line}>
          <dt>{t('vat.rounding')}</dt>
          <dd>
            <Amount>{lines.rounding}</Amount>
          </dd>
        </div>
      ) : null}
      <div className={line}>
        <dt>
          {t('cart.shipping')}
          {lines.shippingPromotion ? (
            <span className="price-lines__by">
              <PromotionLabel promotion={lines.shippingPromotion} />
            </span>
          ) : null}
        </dt>
        <dd>
          {lines.shippingFree ? (
            <>
              <s className={`${block}__struck`}>
                <Amount>{lines.shipping}</Amount>
              </s>{' '}
              <span className={`${block}__free`}>{t('cart.free')}</span>
            </>
          ) : (
            <Amount>{lines.shipping}</Amount>
          )}
        </dd>
      </div>
      <div className={line}>
        <dt>{t('cart.platformFee')}</dt>
        <dd className={`${block}__free`}>{t('cart.free')}</dd>
      </div>
      <div className={`${line} ${line}--total`}>
        <dt>{t('cart.total')}</dt>
        <dd data-testid={totalTestId}>
          <Amount>{lines.total}</Amount>
        </dd>
      </div>
    </dl>
  );
}

/** 'Add AED 17.68 more for free shipping' while shipping is charged and a gap is known. */
export function FreeShippingGap({ lines }: { lines: SummaryLines }) {
  return lines.freeShippingGap === null ? null : (
    <p className="price-lines__gap" data-testid="free-shipping-gap">
      {lines.freeShippingGap}
    </p>
  );
}

/** An order's promotions, each named with its code and what it took off (orders, confirmation). */
export function AppliedPromotions({
  promotions,
  labelledBy,
}: {
  promotions: readonly AppliedPromotionAnswer[];
  /** The id of the heading or term that names the list. */
  labelledBy?: string;
}) {
  return (
    <ul className="promotion-list" role="list" aria-labelledby={labelledBy}>
      {promotions.map(promotionLine).map((promotion) => (
        <li key={promotion.id}>
          <PromotionLabel promotion={promotion} /> <Amount>{promotion.amount}</Amount>
        </li>
      ))}
    </ul>
  );
}
