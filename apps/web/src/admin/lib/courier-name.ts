import { at, isAdminMessageKey } from '../i18n';

/** A known courier by its name in the console's language; the owner's own as written. */
export function courierName(courier: { key: string; label: string }): string {
  const key = `shipping.carrier.${courier.key}`;
  return isAdminMessageKey(key) ? at(key) : courier.label;
}
