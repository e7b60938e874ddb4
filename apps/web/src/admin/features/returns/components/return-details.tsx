import type { ReactNode } from 'react';

import { FallbackImage } from '@/components/ui/fallback-image';
import { formatDate } from '@/admin/lib/admin-date';
import { at } from '@/admin/i18n';
import type { AdminReturn } from '@store/domain/contract';
import { catalogueName, formatAed } from '@/admin/lib/admin-format';

/** One line of the details list. */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="return-details__item">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * A return's expanded row: the item as it was sold (picture, name, price, quantities, colour,
 * size), why and how it comes back, who asked, the order, and what was credited.
 */
export function ReturnDetails({ ret }: { ret: AdminReturn }) {
  const { product } = ret;
  return (
    <section
      className="return-details"
      aria-label={at('returns.details.heading', { id: ret.returnid })}
    >
      <FallbackImage
        className="return-details__image"
        src={product.defaultImg}
        alt={at('returns.details.imageAlt', { name: product.name })}
        width={96}
        height={120}
        loading="lazy"
      />
      <dl className="return-details__list">
        <Detail term={at('returns.details.product')}>{product.name}</Detail>
        <Detail term={at('returns.details.price')}>{formatAed(product.price)}</Detail>
        <Detail term={at('returns.details.quantity')}>{ret.quantity}</Detail>
        <Detail term={at('returns.details.sold')}>{product.quantity}</Detail>
        <Detail term={at('returns.details.colour')}>
          {catalogueName(product.selections.color)}
        </Detail>
        <Detail term={at('returns.details.size')}>{catalogueName(product.selections.size)}</Detail>
        <Detail term={at('returns.details.reason')}>{ret.reason}</Detail>
        {ret.otherReason ? (
          <Detail term={at('returns.details.otherReason')}>{ret.otherReason}</Detail>
        ) : null}
        <Detail term={at('returns.details.type')}>
          {at(`returns.type.${ret.returntype}`)}
          {ret.replacement ? (
            <span className="return-details__sub">
              {at(
                ret.replacement.exchanged
                  ? 'returns.replacementExchange'
                  : 'returns.replacementSame',
                {
                  color: catalogueName(ret.replacement.color),
                  size: catalogueName(ret.replacement.size),
                },
              )}
            </span>
          ) : null}
        </Detail>
        <Detail term={at('returns.details.customer')}>
          {ret.user.fullname}
          <span className="return-details__sub">{ret.user.email}</span>
        </Detail>
        <Detail term={at('returns.details.order')}>{ret.order.orderid}</Detail>
        <Detail term={at('returns.details.ordered')}>
          {formatDate(ret.order.createdAt, true)}
        </Detail>
        {ret.order.deliveredAt ? (
          <Detail term={at('returns.details.delivered')}>
            {formatDate(ret.order.deliveredAt, true)}
          </Detail>
        ) : null}
        <Detail term={at('returns.details.requested')}>{formatDate(ret.createdAt, true)}</Detail>
        {ret.creditedAmount !== null ? (
          <Detail term={at('returns.details.credited')}>{formatAed(ret.creditedAmount)}</Detail>
        ) : null}
      </dl>
    </section>
  );
}
