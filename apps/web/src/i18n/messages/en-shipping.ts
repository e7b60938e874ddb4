/** The shopper's tracking link and replaced codes. */
export const enShipping = {
  'shipping.shippedWith': 'Shipped with {carrier}',
  'shipping.tracking': 'Tracking number {number}',
  'shipping.track': 'Track your parcel',
  'shipping.opensNewTab': '(opens in a new tab)',
  'shipping.carrier.aramex': 'Aramex',
  'shipping.carrier.dhl': 'DHL',
  'shipping.carrier.emirates-post': 'Emirates Post',
  'shipping.carrier.smsa': 'SMSA',
  'shipping.carrier.other': 'a courier',
  'notifications.replaced': 'Replaced by a newer code',
  'notifications.latest': 'Latest code',
} as const;
