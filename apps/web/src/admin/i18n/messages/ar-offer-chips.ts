import type { enAdminOfferChips } from './en-offer-chips';

/** Arabic of en-offer-chips.ts. */
export const arAdminOfferChips: Record<keyof typeof enAdminOfferChips, string> = {
  'offerChips.unknown': 'لا يوجد منتج بالرمز {id}.',
  'offerChips.checkFailed': 'تعذّر التحقق من رمز المنتج. يُرجى المحاولة مرة أخرى.',
  'offerChips.checking': 'جارٍ التحقق…',
};
