import type { PromotionBadgeAnswer } from '@store/domain/contract';

import { inPageLanguage } from '@/i18n/content';

/**
 * The automatic promotions a product is in ('Buy 2 get 1'), as the catalogue's answer names
 * them in both languages: the product page shows all of them, a card the first (its
 * stylesheet hides the others). A function, not a component: it holds no state, and the page's
 * first script stays a few bytes smaller.
 */
export function promoBadges(badges: PromotionBadgeAnswer[] | undefined) {
  return badges?.length ? (
    <ul className="promo-badges">
      {badges.map((b) => (
        <li key={b.promotionId}>{inPageLanguage(b.en, b.ar)}</li>
      ))}
    </ul>
  ) : null;
}
