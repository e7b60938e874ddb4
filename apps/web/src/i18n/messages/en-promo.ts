/** English messages of the bag's promo code and promotion lines (lib/promo-text.ts loads them). */
export const enPromo = {
  'promo.applied': 'Promotions',
  'promo.label': 'Promo code',
  'promo.apply': 'Apply',
  'promo.applying': 'Applying…',
  'promo.onBag': 'Code applied',
  'promo.remove': 'Remove',
  'promo.removeCode': 'Remove code {code}',
  'promo.removeFailed': 'Failed to remove the code',
  'promo.freeShippingGap': 'Add {amount} more for free shipping',
};
