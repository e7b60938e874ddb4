import { SHIPPING_FEE_FILS, toFils, VAT_PERCENT } from '@store/domain';

import { getLocale, t } from '@/i18n';
import type { AppliedPromotionAnswer, Cart } from '@store/domain/contract';
import { formatAed, formatFils } from '@/lib/money';
import { promoText } from '@/lib/promo-text';

/** A promotion as a summary names it: in the page's language, with the code the shopper typed. */
export type PromotionName = { id: string; name: string; code: string | null };

/** A promotion's line: its name and what it took off, as a negative amount ('-AED 45.00'). */
export type PromotionSummaryLine = PromotionName & { amount: string };

export type SummaryLines = {
  /** The lines at their shown prices, VAT included: what the bag's rows add up to. */
  items: string;
  /** The rounding line, only when the rows miss the goods' total by a few fils (decision 32). */
  rounding: string | null;
  /** Each item or order promotion, in the order they apply. */
  promotions: PromotionSummaryLine[];
  /** The AED 10 fee; shown struck out when `shippingFree`. */
  shipping: string;
  shippingFree: boolean;
  /** The promotion that made shipping free, when one did (not the AED 100 rule). */
  shippingPromotion: PromotionName | null;
  /** What is charged. */
  total: string;
  /** 'VAT 5% included: AED x', the goods' VAT and the VAT inside the shipping fee. */
  vatIncluded: string;
  /** 'Add AED 45.00 more for free shipping', while shipping is charged and a gap is known. */
  freeShippingGap: string | null;
};

/** What the summary reads of a bag; an order's promotions fit too. */
export type SummarySource = Pick<Cart, 'totals' | 'promotions' | 'freeShippingGap'>;

/** A promotion named in the page's language, with its code. */
export function promotionName(promotion: AppliedPromotionAnswer): PromotionName {
  const name = getLocale() === 'ar' ? promotion.nameAr || promotion.name : promotion.name;
  return { id: promotion.id, name, code: promotion.code };
}

/** A promotion's line: free shipping waives the fee, the others take `amount` off the goods. */
export function promotionLine(promotion: AppliedPromotionAnswer): PromotionSummaryLine {
  return { ...promotionName(promotion), amount: formatFils(-toFils(promotion.amount)) };
}

/**
 * The bag's and the checkout's price lines: every amount with VAT in it, the rows, each
 * promotion's discount, the rounding line and shipping adding up to exactly the total charged
 * (the totals are after the promotions), and the VAT it holds said once underneath.
 */
export function summaryLines({ totals, promotions, freeShippingGap }: SummarySource): SummaryLines {
  const shippingFree = totals.added_Shipping_Price === 0;
  const roundingFils = toFils(totals.vatRounding);
  // The goods charged are the rows less the discount plus the rounding line.
  const goodsFils = toFils(totals.totalCostwithVAT) - toFils(totals.added_Shipping_Price);
  const freeShipping = promotions.find((p) => p.kind === 'shipping');
  return {
    items: formatFils(goodsFils + toFils(totals.discount) - roundingFils),
    rounding: roundingFils === 0 ? null : formatAed(totals.vatRounding),
    promotions: promotions.filter((p) => p.kind !== 'shipping').map(promotionLine),
    shipping: shippingFree ? formatFils(SHIPPING_FEE_FILS) : formatAed(totals.added_Shipping_Price),
    shippingFree,
    shippingPromotion: shippingFree && freeShipping ? promotionName(freeShipping) : null,
    total: formatAed(totals.totalCostwithVAT),
    vatIncluded: t('vat.included', {
      percent: VAT_PERCENT,
      amount: formatAed(totals.vatIncluded),
    }),
    freeShippingGap:
      shippingFree || freeShippingGap === null
        ? null
        : promoText('promo.freeShippingGap', { amount: formatAed(freeShippingGap) }),
  };
}
