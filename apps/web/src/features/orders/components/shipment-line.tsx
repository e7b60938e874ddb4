import { t } from '@/i18n';
import type { MessageKey } from '@/i18n';
import type { Order } from '@/features/checkout';

type Shipment = NonNullable<Order['shipment']>;

function carrierName(shipment: Shipment): string {
  // A courier this build does not know (added on the server since) shows the server's name.
  const known = t(`shipping.carrier.${shipment.carrier}` as MessageKey) as string | undefined;
  return known ?? shipment.carrierName;
}

/** The courier and tracking number on a shipped order's card, with the courier's tracking page. */
export function ShipmentLine({ shipment }: { shipment: Shipment }) {
  return (
    <p className="order-card__shipment">
      <span>{t('shipping.shippedWith', { carrier: carrierName(shipment) })}</span>
      {shipment.trackingNumber ? (
        <span>{t('shipping.tracking', { number: shipment.trackingNumber })}</span>
      ) : null}
      {shipment.trackingUrl ? (
        <a
          className="order-card__track"
          href={shipment.trackingUrl}
          target="_blank"
          rel="noreferrer noopener"
        >
          {t('shipping.track')}
          <span className="sr-only"> {t('shipping.opensNewTab')}</span>
        </a>
      ) : null}
    </p>
  );
}
