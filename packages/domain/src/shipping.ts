/** A courier the shop ships with, and its page that tracks a parcel by number ({n}). */
export interface Courier {
  /** What an order stores: a known courier's key, or the owner's courier's name made a key. */
  key: string;
  label: string;
  /** {n} is the parcel number, URL-encoded; null when the courier has no tracking page. */
  trackingUrl: string | null;
}

/**
 * The couriers the store knows by name (each has its Arabic name in the catalogues). Which are
 * offered, and any of the owner's own, is the SHIPPING_COURIERS setting (courier-setting.ts);
 * these five are its default. 'Other' has no tracking page: its number is shown as text.
 */
export const KNOWN_COURIERS = [
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
] as const satisfies readonly Courier[];

export type KnownCourierKey = (typeof KNOWN_COURIERS)[number]['key'];
export const OTHER_COURIER: Courier = KNOWN_COURIERS[4];

/** Courier numbers are letters and digits; the longest in use (DHL eCommerce) is well under 40. */
export const TRACKING_NUMBER_MAX = 40;
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9]+$/;

/** 'Emirates Post', ' emirates post ', 'emirates-post' -> 'emirates-post': how names become keys. */
export function courierKeyFromName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** The offered courier `input` names (by key or label, any casing); undefined when none. */
export function courierKeyOf(couriers: readonly Courier[], input: string): string | undefined {
  const wanted = courierKeyFromName(input);
  if (!wanted) return undefined;
  return couriers.find((c) => c.key === wanted || courierKeyFromName(c.label) === wanted)?.key;
}

/**
 * The courier an order's stored key names: from the offered list, else a known courier taken off
 * the list since (an old order keeps its name and tracking link).
 */
export function courierOf(
  couriers: readonly Courier[],
  key: string | null | undefined,
): Courier | undefined {
  if (!key) return undefined;
  return couriers.find((c) => c.key === key) ?? KNOWN_COURIERS.find((c) => c.key === key);
}

/** The courier's tracking page for this parcel; null without a number or a page for it. */
export function trackingUrl(
  couriers: readonly Courier[],
  carrier: string | null | undefined,
  trackingNumber: string | null | undefined,
): string | null {
  const template = courierOf(couriers, carrier)?.trackingUrl;
  if (!template || !trackingNumber) return null;
  return template.replace('{n}', encodeURIComponent(trackingNumber));
}

export interface Shipment {
  carrier: string;
  /** The courier's English name (an owner's courier: its name as written); the key if unknown. */
  carrierName: string;
  trackingNumber: string | null;
  trackingUrl: string | null;
}

/** What an order keeps of its shipment: the courier's key and parcel number, and as shipped. */
export interface StoredShipment {
  carrier: string | null | undefined;
  trackingNumber: string | null | undefined;
  /** The courier's name and tracking address when it shipped; null on orders from before. */
  carrierName?: string | null;
  trackingUrl?: string | null;
}

/**
 * What an order's shopper, the back office and the shipped mail show of its shipment, resolved
 * from the stored key against the store's couriers (so a corrected tracking page reaches old
 * orders), else as it was when it shipped (a courier the owner has taken off the list since);
 * null before it ships with a courier.
 */
export function shipmentOf(couriers: readonly Courier[], order: StoredShipment): Shipment | null {
  const { carrier, trackingNumber } = order;
  if (!carrier) return null;
  return {
    carrier,
    carrierName: courierOf(couriers, carrier)?.label ?? order.carrierName ?? carrier,
    trackingNumber: trackingNumber ?? null,
    trackingUrl: trackingUrl(couriers, carrier, trackingNumber) ?? order.trackingUrl ?? null,
  };
}
