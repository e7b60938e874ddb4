import { CANCEL_REASON_WORDS, countryName, emirateName } from '@store/domain';
import { Link } from '@/lib/router';

import { FallbackImage } from '@/components/ui/fallback-image';
import { StatusBadge } from '@/admin/components/status-badge';
import { formatDate } from '@/admin/lib/admin-date';
import { adminLanguage, at } from '@/admin/i18n';
import { historyPath } from '@/admin/lib/paths';
import type { AdminOrder, ShippingAddress } from '@store/domain/contract';
import { courierName } from '@/admin/lib/courier-name';
import { orderTimeline } from '../utils/order-timeline';
import { paymentMethodLabel, paymentStateLabel } from '../utils/payment-labels';
import { TaxDocuments } from './tax-documents';
import { CaptureState } from './capture-state';
import { RefundState } from './refund-state';
import { catalogueName, formatAed } from '@/admin/lib/admin-format';

function addressLines(address: ShippingAddress): string[] {
  const language = adminLanguage();
  const comma = language === 'ar' ? '، ' : ', ';
  const street = [address.buildingNumber, address.streetName].filter(Boolean).join(comma);
  const emirate = address.emirate ? emirateName(address.emirate, language) : '';
  const place = [address.area, address.city, emirate].filter(Boolean).join(comma);
  return [
    address.username,
    street,
    place,
    address.pobox ? at('orders.pobox', { pobox: address.pobox }) : '',
    address.country ? countryName(address.country, language) : '',
    // Isolated left to right, so '+971…' keeps its plus in front inside an Arabic line.
    at('orders.mobile', {
      mobile: language === 'ar' ? `\u2066${address.mobileno}\u2069` : address.mobileno,
    }),
  ].filter((line) => line.trim() !== '');
}

/** An expanded row: the items with their pictures, where it goes, how it is paid, and when. */
export function OrderDetails({ order }: { order: AdminOrder }) {
  const payment = order.paymentDetails;
  const wallet = order.amountPaidFromWallet > 0;
  return (
    <div className="order-details">
      <section className="order-details__section order-details__items">
        <h3 className="order-details__title">{at('orders.items')}</h3>
        <ul className="order-items" role="list">
          {order.items.map((item) => (
            <li key={item._id} className="order-item">
              <FallbackImage
                className="order-item__image"
                src={item.defaultImg}
                alt=""
                width={56}
                height={70}
                loading="lazy"
              />
              <div className="order-item__text">
                <p className="order-item__name">{item.name}</p>
                <p className="order-item__meta">
                  {[
                    item.selections.color
                      ? at('orders.itemColor', { color: catalogueName(item.selections.color) })
                      : null,
                    item.selections.size
                      ? at('orders.itemSize', { size: catalogueName(item.selections.size) })
                      : null,
                    at('orders.itemQuantity', { quantity: item.quantity }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <p className="order-item__price">{formatAed(item.price * item.quantity)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="order-details__section">
        <h3 className="order-details__title">{at('orders.shippingAddress')}</h3>
        <address className="order-details__address">
          {addressLines(order.shippingaddress).map((line, index) => (
            <span key={index}>{line}</span>
          ))}
        </address>
      </section>
      <section className="order-details__section">
        <h3 className="order-details__title">{at('orders.paymentDetails')}</h3>
        <dl className="order-details__facts">
          <div>
            <dt>{at('orders.paymentMethod')}</dt>
            <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
          </div>
          <div>
            <dt>{at('orders.paymentStatus')}</dt>
            <dd>{paymentStateLabel(order)}</dd>
          </div>
          <CaptureState order={order} />
          <RefundState order={order} />
          {order.promotions.map((promotion) => (
            <div key={promotion.id}>
              <dt>
                {adminLanguage() === 'ar' ? promotion.nameAr : promotion.name}
                {promotion.code ? (
                  <>
                    {' '}
                    <bdi dir="ltr">{promotion.code}</bdi>
                  </>
                ) : null}
              </dt>
              <dd>
                {promotion.kind === 'shipping'
                  ? at('orders.promotionFreeShipping')
                  : at('orders.promotionAmount', { amount: formatAed(promotion.amount) })}
              </dd>
            </div>
          ))}
          <div>
            <dt>{at('orders.paymentTotal')}</dt>
            <dd>{formatAed(order.totalprice)}</dd>
          </div>
          {wallet ? (
            <>
              <div>
                <dt>{at('orders.paymentWallet')}</dt>
                <dd>{formatAed(order.amountPaidFromWallet)}</dd>
              </div>
              <div>
                <dt>{at('orders.paymentRemaining')}</dt>
                <dd>{formatAed(payment.remainingAmount)}</dd>
              </div>
            </>
          ) : null}
          {payment.cardLast4 ? (
            <div>
              <dt>{at('orders.paymentCard')}</dt>
              <dd>{at('orders.cardEnding', { last4: payment.cardLast4 })}</dd>
            </div>
          ) : null}
          {order.cardRefunded ? (
            <div>
              <dt>{at('orders.cardRefunded')}</dt>
              <dd>{formatAed(order.cardRefunded)}</dd>
            </div>
          ) : null}
          {order.cancelRequest ? (
            <div className="order-details__dispute">
              <dt>
                <StatusBadge
                  status="cancel-requested"
                  label={at('orders.cancelRequested')}
                  tone="warning"
                />
              </dt>
              <dd>
                {at('orders.cancelRequestedOn', {
                  date: formatDate(order.cancelRequest.at, true),
                })}
                <span className="order-details__reason">
                  {order.cancelRequest.reason
                    ? at('orders.cancelReason', {
                        reason: CANCEL_REASON_WORDS[adminLanguage()][order.cancelRequest.reason],
                      })
                    : at('orders.cancelNoReason')}
                </span>
                {order.cancelRequest.note ? (
                  <span className="order-details__reason">
                    {/* Isolated: the shopper's words keep their own direction in either language. */}
                    {at('orders.cancelNote', { note: `\u2068${order.cancelRequest.note}\u2069` })}
                  </span>
                ) : null}
              </dd>
            </div>
          ) : null}
          {order.dispute ? (
            <div className="order-details__dispute">
              <dt>
                <StatusBadge status="disputed" label={at('orders.disputed')} tone="warning" />
              </dt>
              <dd>
                {at('orders.disputedOn', {
                  date: formatDate(order.dispute.at, true),
                  reason: order.dispute.reason ?? at('orders.disputeNoReason'),
                })}
              </dd>
            </div>
          ) : null}
        </dl>
      </section>
      <TaxDocuments order={order} />
      <p className="order-details__history">
        <Link
          to={historyPath('order', order._id)}
          aria-label={at('audit.historyOf', { name: order.orderid })}
        >
          {at('audit.history')}
        </Link>
      </p>
      {order.shipment ? (
        <section className="order-details__section">
          <h3 className="order-details__title">{at('shipping.details')}</h3>
          <dl className="order-details__facts">
            <div>
              <dt>{at('shipping.detailsCarrier')}</dt>
              <dd>
                {courierName({
                  key: order.shipment.carrier,
                  label: order.shipment.carrierName,
                })}
              </dd>
            </div>
            {order.shipment.trackingNumber ? (
              <div>
                <dt>{at('shipping.detailsTracking')}</dt>
                <dd>
                  {order.shipment.trackingUrl ? (
                    <a href={order.shipment.trackingUrl} target="_blank" rel="noreferrer noopener">
                      {order.shipment.trackingNumber}
                    </a>
                  ) : (
                    order.shipment.trackingNumber
                  )}
                </dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}
      <section className="order-details__section">
        <h3 className="order-details__title">{at('orders.timeline')}</h3>
        <ol className="order-timeline" role="list">
          {orderTimeline(order).map((step) => (
            <li
              key={step.key}
              className={`order-timeline__step order-timeline__step--${step.done ? 'done' : 'todo'} order-timeline__step--${step.key}`}
            >
              <span className="order-timeline__name">{at(`orders.step.${step.key}`)}</span>
              <span className="order-timeline__time">
                {step.done && step.at ? formatDate(step.at, true) : at('orders.stepPending')}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
