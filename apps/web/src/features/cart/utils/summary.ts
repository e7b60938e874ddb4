import { SHIPPING_FEE_FILS } from '@store/domain';

import type { CartTotals } from '../types';
import { formatAed, formatFils } from '../../../lib/money';

export type SummaryLines = {
  subtotal: string;
  vat: string;
  /** The AED 10 fee; shown struck out when `shippingFree`. */
  shipping: string;
  shippingFree: boolean;
  total: string;
};

/** The cart summary's text (spec section 2): VAT on its own line, shipping AED 10 or 'Free'. */
export function summaryLines(totals: CartTotals): SummaryLines {
  const shippingFree = totals.added_Shipping_Price === 0;
  return {
    subtotal: formatAed(totals.totalCostwithoutVAT),
    vat: formatAed(totals.VAT_Price),
    shipping: shippingFree ? formatFils(SHIPPING_FEE_FILS) : formatAed(totals.added_Shipping_Price),
    shippingFree,
    total: formatAed(totals.totalCostwithVAT),
  };
}
