import { promotionStatus } from '@store/domain';
import type { OfferPromotion as LinkedPromotion } from '@store/domain/contract';

import { getLocale } from '@/i18n';
import { offerPromotionText } from '../offer-promotion-text';

/**
 * The promotion a linked offer's page lists the products of: its name and its summary line
 * (reward, conditions, dates, limits, code) in the page's language, and a note while it is not
 * running, worked out here from its dates so the cached page stays true as time passes.
 */
export function OfferPromotion({ promotion }: { promotion: LinkedPromotion }) {
  const ar = getLocale() === 'ar';
  const status = promotionStatus(
    {
      startsAt: new Date(promotion.startsAt),
      endsAt: promotion.endsAt === null ? null : new Date(promotion.endsAt),
      paused: promotion.paused,
      totalUses: null,
      usesSoFar: 0,
    },
    new Date(),
  );
  return (
    <div className="offer-promotion">
      <p className="offer-promotion__name">
        <bdi>{ar ? promotion.nameAr || promotion.nameEn : promotion.nameEn}</bdi>
      </p>
      <p className="offer-promotion__summary" data-testid="offer-promotion-summary">
        {ar ? promotion.summaryAr : promotion.summary}
      </p>
      {status === 'active' ? null : (
        <p className="offer-promotion__status" role="status">
          {offerPromotionText(status === 'scheduled' ? 'notStarted' : 'over')}
        </p>
      )}
    </div>
  );
}
