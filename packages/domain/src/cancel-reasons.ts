/**
 * Why a shopper asks to cancel an order already with the courier. Optional: the original
 * clients ask without one. The owner reads it in the console and in their mail.
 */
export const CANCEL_REASONS = [
  'changed_mind',
  'ordered_by_mistake',
  'better_price',
  'delivery_too_slow',
  'other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** The shopper's own words beside the reason. */
export const CANCEL_NOTE_MAX_CHARS = 500;

/**
 * Each reason's words, as the shopper picks it and the owner reads it, in both languages: one
 * list for the storefront's dialog, the console and the owner's mail.
 */
export const CANCEL_REASON_WORDS: Readonly<Record<'en' | 'ar', Record<CancelReason, string>>> = {
  en: {
    changed_mind: 'Changed my mind',
    ordered_by_mistake: 'Ordered by mistake',
    better_price: 'Found a better price',
    delivery_too_slow: 'Delivery takes too long',
    other: 'Other',
  },
  ar: {
    changed_mind: 'غيّرت رأيي',
    ordered_by_mistake: 'طلبته عن طريق الخطأ',
    better_price: 'وجدت سعرًا أفضل',
    delivery_too_slow: 'التوصيل يستغرق وقتًا طويلًا',
    other: 'سبب آخر',
  },
};
