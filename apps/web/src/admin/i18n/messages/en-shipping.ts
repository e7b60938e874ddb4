/** Shipping with a courier and tracking number, the pickup's restock choice. */
export const enAdminShipping = {
  'shipping.title': 'Mark as Shipped',
  'shipping.intro': 'Order {order} leaves the store. Who carries it?',
  'shipping.carrier': 'Courier',
  'shipping.trackingNumber': 'Tracking number (optional)',
  'shipping.trackingHint': 'Letters and digits, as printed on the label.',
  'shipping.confirm': 'Mark as Shipped',
  'shipping.confirming': 'Shipping…',
  'shipping.keep': 'Not yet',
  'shipping.carrier.aramex': 'Aramex',
  'shipping.carrier.dhl': 'DHL',
  'shipping.carrier.emirates-post': 'Emirates Post',
  'shipping.carrier.smsa': 'SMSA',
  'shipping.carrier.other': 'Other',
  'shipping.details': 'Shipment',
  'shipping.detailsCarrier': 'Courier',
  'shipping.detailsTracking': 'Tracking number',
  'shipping.track': 'Track the parcel',
  'shipping.restockTitle': 'Can the item be sold again?',
  'shipping.restock': 'Restock: put it back on sale',
  'shipping.notResellable': 'Not resellable: keep it out of stock',
  'shipping.own': 'Our own delivery (no courier)',
  'shipping.ownHint':
    'You deliver it yourself: the delivery code lasts 2 minutes, so send it once you are at the door.',
  'shipping.couriersLoading':
    'The couriers are still loading. Choose one, then press Mark as Shipped again.',
  'shipping.couriersFailed': 'The couriers could not be loaded. Close this and try again.',
} as const;
