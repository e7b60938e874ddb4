import { PRODUCT_PRICE_MAX_AED, shownPriceFils, toFils } from '@store/domain';

import { at } from '@/admin/i18n';
import { formatFils } from '@/admin/lib/admin-format';

/** A price as the owner types it: AED with at most two decimals, within the form's range. */
function typedFils(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const aed = Number(trimmed);
  return aed <= PRODUCT_PRICE_MAX_AED ? toFils(aed) : null;
}

/**
 * The line under a price field saying whether the price holds its VAT (PRICES_INCLUDE_VAT) and,
 * when it does not, what shoppers see for the price typed: 'Without VAT — shoppers see AED
 * 208.95'. Undefined until the store's setting is known.
 */
export function vatNote(text: string, includeVat: boolean | undefined): string | undefined {
  if (includeVat === undefined) return undefined;
  if (includeVat) return at('form.vatIncluded');
  const fils = typedFils(text);
  if (fils === null) return at('form.vatExcludedBlank');
  return at('form.vatExcluded', {
    amount: formatFils(shownPriceFils(fils, { pricesIncludeVat: false })),
  });
}
