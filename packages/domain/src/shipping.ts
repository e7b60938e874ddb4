/**
 * The couriers a shop owner picks from when marking an order shipped, each with the page that
 * tracks a parcel by its number ({n} is the number, URL-encoded). 'Other' has no tracking page:
 * its number is shown as text. Stored on the order by key, so a renamed label changes nothing.
 */
export const SHIPPING_CARRIERS = [
  {
    key: 'aramex',
    label: 'Aramex',
    trackingUrl: 'https://www.aramex.com/ae/en/track/results?ShipmentNumber={n}',
  },
  {
    key: 'dhl',
    label: 'DHL',
    trackingUrl: 'https://www.dhl.com/ae-en/home/tracking.html?tracking-id={n}',
  },
  {
    key: 'emirates-post',
    label: 'Emirates Post',
    trackingUrl: 'https://www.emiratespost.ae/all-services/track-a-package/?trackingId={n}',
  },
  {
    key: 'smsa',
    label: 'SMSA',
    trackingUrl: 'https://www.smsaexpress.com/ae/trackingdetails?tracknumbers={n}',
  },
  { key: 'other', label: 'Other', trackingUrl: null },
] as const satisfies readonly { key: string; label: string; trackingUrl: string | null }[];

export type CarrierKey = (typeof SHIPPING_CARRIERS)[number]['key'];
export const CARRIER_KEYS = SHIPPING_CARRIERS.map((c) => c.key) as [CarrierKey, ...CarrierKey[]];

/** Courier numbers are letters and digits; the longest in use (DHL eCommerce) is well under 40. */
export const TRACKING_NUMBER_MAX = 40;
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9]+$/;

export function carrierOf(key: string | null | undefined) {
  return SHIPPING_CARRIERS.find((c) => c.key === key);
}

/** 'DHL', ' emirates post ', 'emirates-post' -> the key; undefined when no courier matches. */
export function carrierKeyOf(input: string): CarrierKey | undefined {
  const wanted = input
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return SHIPPING_CARRIERS.find(
    (c) => c.key === wanted || c.label.toLowerCase().replace(/\s+/g, '-') === wanted,
  )?.key;
}

/** The courier's tracking page for this parcel; null without a number or a page for it. */
export function trackingUrl(
  carrier: string | null | undefined,
  trackingNumber: string | null | undefined,
): string | null {
  const template = carrierOf(carrier)?.trackingUrl;
  if (!template || !trackingNumber) return null;
  return template.replace('{n}', encodeURIComponent(trackingNumber));
}
