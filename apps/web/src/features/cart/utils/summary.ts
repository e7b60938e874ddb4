import { SHIPPING_FEE_FILS, toFils, VAT_PERCENT } from '@store/domain';

import { t } from '@/i18n';
import type { CartTotals } from '@store/domain/contract';
import { formatAed, formatFils } from '@/lib/money';

export type SummaryLines = {
  /** The lines at their shown prices, VAT included: what the bag's rows add up to. */
  items: string;
  /** The rounding line, only when the rows miss the goods' total by a few fils (decision 32). */
  rounding: string | null;
  /** The AED 10 fee; shown struck out when `shippingFree`. */
  shipping: string;
  shippingFree: boolean;
  /** What is charged. */
  total: string;
  /** 'VAT 5% included: AED x', the goods' VAT and the VAT inside the shipping fee. */
  vatIncluded: string;
};

/**
 * The bag's and the checkout's price lines: every amount with VAT in it, the rows plus the
 * rounding line plus shipping adding up to exactly the total charged, and the VAT it holds
 * said once underneath.
 */
export function summaryLines(totals: CartTotals): SummaryLines {
  const shippingFree = totals.added_Shipping_Price === 0;
  const roundingFils = toFils(totals.vatRounding);
  return {
    items: formatFils(toFils(totals.goodsWithVat) - roundingFils),
    rounding: roundingFils === 0 ? null : formatAed(totals.vatRounding),
    shipping: shippingFree ? formatFils(SHIPPING_FEE_FILS) : formatAed(totals.added_Shipping_Price),
    shippingFree,
    total: formatAed(totals.totalCostwithVAT),
    vatIncluded: t('vat.included', {
      percent: VAT_PERCENT,
      amount: formatAed(totals.vatIncluded),
    }),
  };
}
