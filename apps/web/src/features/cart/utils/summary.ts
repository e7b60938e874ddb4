import { SHIPPING_FEE_FILS, VAT_PERCENT } from '@store/domain';

import { t } from '../../../i18n';
import type { CartTotals } from '../types';
import { formatAed, formatFils } from '../../../lib/money';

export type SummaryLines = {
  /** The lines at their shown prices, VAT included: what the bag's rows add up to. */
  items: string;
  /** The AED 10 fee; shown struck out when `shippingFree`. */
  shipping: string;
  shippingFree: boolean;
  /** What is charged. */
  total: string;
  /** 'VAT 5% included: AED x', the goods' VAT and the VAT inside the shipping fee. */
  vatIncluded: string;
};

/**
 * The bag's and the checkout's price lines: every amount with VAT in it, the rows (each at its
 * shown unit price) plus shipping adding up to exactly the total charged (decision 59), and the VAT it holds
 * said once underneath.
 */
export function summaryLines(totals: CartTotals): SummaryLines {
  const shippingFree = totals.added_Shipping_Price === 0;
  return {
    items: formatAed(totals.goodsWithVat),
    shipping: shippingFree ? formatFils(SHIPPING_FEE_FILS) : formatAed(totals.added_Shipping_Price),
    shippingFree,
    total: formatAed(totals.totalCostwithVAT),
    vatIncluded: t('vat.included', {
      percent: VAT_PERCENT,
      amount: formatAed(totals.vatIncluded),
    }),
  };
}
