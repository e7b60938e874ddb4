import { auditFieldParts, courierKeyFromName, isAuditMoneyField, toAed } from '@store/domain';

import { at, atp, isAdminMessageKey } from '@/admin/i18n';
import { formatAed } from '@/admin/lib/admin-format';
import { courierName } from '@/admin/lib/courier-name';
import { ADMIN_PATHS, customerPath } from '@/admin/lib/paths';
import { statusLabel } from '@/admin/lib/status-label';
import type { AuditEntry } from '@store/domain/contract';

/** The action in words ('Edited a product'); an action this console does not know, as it is. */
export function actionLabel(action: string): string {
  const key = `audit.action.${action}`;
  return isAdminMessageKey(key) ? at(key) : action;
}

function fieldName(field: string): string {
  const key = `audit.field.${field}`;
  return isAdminMessageKey(key) ? at(key) : field;
}

/** A logged field's name: 'Price', or 'Stock of Black/M' for one variant's stock. */
export function fieldLabel(key: string): string {
  const { field, variant } = auditFieldParts(key);
  return variant ? at('audit.variantField', { field: fieldName(field), variant }) : fieldName(key);
}

/** Media keys (products/2026/11/….webp) are shown as a count: the names mean nothing to a person. */
const isMediaKey = (value: unknown) => typeof value === 'string' && /^[a-z]+\/.+\.\w+$/.test(value);

/** One value as the owner reads it: money in AED, lists joined, nothing as '—'. */
export function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return at('audit.none');
  if (typeof value === 'boolean') return at(value ? 'audit.yes' : 'audit.no');
  if (field === 'status' && typeof value === 'string') return statusLabel(value);
  // The log keeps the courier's English name ('Aramex'; older entries its key): a known courier
  // reads in the console's language, the owner's own as written.
  if (field === 'carrier' && typeof value === 'string') {
    return courierName({ key: courierKeyFromName(value), label: value });
  }
  if (typeof value === 'number' && isAuditMoneyField(auditFieldParts(field).field)) {
    return formatAed(toAed(value));
  }
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every(isMediaKey)) return atp('audit.images', value.length);
    return value.length ? value.map((v) => valueText('', v)).join(', ') : at('audit.none');
  }
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k}: ${valueText(k, v)}`)
      .join('; ');
  }
  return String(value);
}

const isFromTo = (v: unknown): v is { from?: unknown; to?: unknown } =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.keys(v).length > 0 &&
  Object.keys(v).every((k) => k === 'from' || k === 'to');

/** Each change as one line: 'Price: AED 120.00 → AED 99.00'; a fact as 'Product: SS-000001'. */
export function changeLines(changes: Record<string, unknown>): string[] {
  return Object.entries(changes).map(([key, change]) => {
    const label = fieldLabel(key);
    if (!isFromTo(change)) return `${label}: ${valueText(key, change)}`;
    if (!('from' in change)) return `${label}: ${valueText(key, change.to)}`;
    if (!('to' in change)) return `${label}: ${valueText(key, change.from)} → ${at('audit.none')}`;
    return `${label}: ${valueText(key, change.from)} → ${valueText(key, change.to)}`;
  });
}

/** Who made the change: the admin, the customer acting on their own account, or the system. */
export function auditActor(entry: AuditEntry): string {
  if (entry.admin._id) return entry.admin.username;
  return entry.admin.username === 'customer' ? at('audit.customerSelf') : at('audit.system');
}

/** Where the object is looked at in the console, when it still has a page. */
export function objectHref(entry: AuditEntry): string | undefined {
  const label = entry.objectLabel ?? '';
  switch (entry.objectType) {
    case 'product':
      return entry.action === 'product.delete' ? undefined : productHref(entry.objectId);
    case 'order':
      return `${ADMIN_PATHS.orders}?q=${encodeURIComponent(label || entry.objectId)}`;
    case 'return':
      return entry.action === 'return.delete'
        ? undefined
        : `${ADMIN_PATHS.returns}?q=${encodeURIComponent(label || entry.objectId)}`;
    case 'offer':
      return entry.action === 'offer.delete' ? undefined : ADMIN_PATHS.offers;
    case 'wallet':
    case 'customer':
      // A wallet, a customer's data downloaded or erased: filed under the customer's id.
      return customerPath(entry.objectId);
    default:
      return undefined;
  }
}

/** One product's page, by the productid a run's record names. */
export const productHref = (productid: string): string =>
  `${ADMIN_PATHS.viewProduct}?id=${encodeURIComponent(productid)}`;
