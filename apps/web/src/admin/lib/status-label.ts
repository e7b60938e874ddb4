import { at, isAdminMessageKey } from '../i18n';

/**
 * A stored status in the console's words: an order's ('Shipped' → 'status.shipped'), else a
 * return's ('picked_up' → 'returns.status.picked_up'), else the status itself with its dashes
 * and underscores as spaces. Any casing is accepted, as stored orders may carry 'Shipped'.
 */
export function statusLabel(status: string): string {
  const key = status.trim().toLowerCase();
  for (const messageKey of [`status.${key}`, `returns.status.${key}`]) {
    if (isAdminMessageKey(messageKey)) return at(messageKey);
  }
  return status.replace(/[_-]+/g, ' ');
}
