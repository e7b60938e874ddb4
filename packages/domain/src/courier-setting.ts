import { courierKeyFromName, KNOWN_COURIERS, OTHER_COURIER, type Courier } from './shipping';

/** Today's five: what a store offers when SHIPPING_COURIERS is unset. */
export const DEFAULT_COURIERS: readonly Courier[] = KNOWN_COURIERS;

export const COURIER_NAME_MAX = 40;
export const COURIER_TEMPLATE_MAX = 300;
/** http(s), a host name, then a path or query holding {n}; no spaces (the domain has no URL). */
const WEB_ADDRESS = /^https?:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d{1,5})?[/?#]\S*$/;
const NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} &.'-]*$/u;
const KNOWN_NAMES = KNOWN_COURIERS.map((c) => c.key).join(', ');

export type CourierSetting = { ok: true; couriers: Courier[] } | { ok: false; error: string };

function knownCourier(entry: string): Courier | string {
  const key = courierKeyFromName(entry);
  return (
    KNOWN_COURIERS.find((c) => c.key === key || courierKeyFromName(c.label) === key) ??
    `"${entry}" is not a courier the store knows (${KNOWN_NAMES}): add your own as Name=https://…/{n}`
  );
}

function ownCourier(name: string, template: string): Courier | string {
  if (name.length > COURIER_NAME_MAX || !NAME_PATTERN.test(name)) {
    return `"${name}": a courier's name is letters, digits, spaces and & . ' - (at most ${COURIER_NAME_MAX})`;
  }
  const key = courierKeyFromName(name);
  if (KNOWN_COURIERS.some((c) => c.key === key)) {
    return `"${name}" is a courier the store knows: write ${key} without a tracking page`;
  }
  if (template.length > COURIER_TEMPLATE_MAX || (template.match(/\{n\}/g) ?? []).length !== 1) {
    return `"${name}": the tracking page must hold {n} once, where the parcel number goes`;
  }
  if (!WEB_ADDRESS.test(template)) {
    return `"${name}": the tracking page must be a web address such as https://example.com/track/{n}`;
  }
  return { key, label: name, trackingUrl: template };
}

/**
 * Reads SHIPPING_COURIERS: comma-separated known couriers (by key or name, any casing) and the
 * owner's own as `Name=https://…/{n}`, in the order the console lists them. Unset or blank is
 * today's five; 'Other' is always offered, last. A bad entry is named in the error.
 */
export function parseCourierSetting(value: string | undefined): CourierSetting {
  if (!value?.trim()) return { ok: true, couriers: [...DEFAULT_COURIERS] };
  const couriers: Courier[] = [];
  for (const raw of value.split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const eq = entry.indexOf('=');
    const courier =
      eq === -1
        ? knownCourier(entry)
        : ownCourier(entry.slice(0, eq).trim(), entry.slice(eq + 1).trim());
    if (typeof courier === 'string') return { ok: false, error: courier };
    if (couriers.some((c) => c.key === courier.key)) {
      return { ok: false, error: `"${entry}" is listed twice` };
    }
    couriers.push(courier);
  }
  const offered = couriers.filter((c) => c.key !== OTHER_COURIER.key);
  return { ok: true, couriers: [...offered, OTHER_COURIER] };
}
