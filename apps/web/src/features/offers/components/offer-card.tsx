import { Link } from '@/lib/router';

import { FallbackImage } from '@/components/ui/fallback-image';
import type { Offer } from '@store/domain/contract';
import { bannerSources } from '../utils/banner-sources';
import { offerDescription, offerDiscount, offerTitle } from '@/i18n/content';

/** An offer on the offers page: banner, discount, title and description, opening its page. */
export function OfferCard({ offer, eager }: { offer: Offer; eager: boolean }) {
  const image = bannerSources(offer.imageUrl);
  return (
    <article className="offer-card">
      <Link className="offer-card__link" to={`/offers/${encodeURIComponent(offer._id)}`}>
        <div className="offer-card__media">
          <FallbackImage
            className="offer-card__image"
            src={image?.src}
            srcSet={image?.srcSet}
            sizes="(min-width: 1024px) 600px, 100vw"
            alt=""
            width={1600}
            height={640}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
          {offer.discountText ? (
            <span className="offer-card__discount">{offerDiscount(offer.discountText)}</span>
          ) : null}
        </div>
        <div className="offer-card__body">
          <h2 className="offer-card__title">{offerTitle(offer)}</h2>
          <p className="offer-card__description">{offerDescription(offer)}</p>
        </div>
      </Link>
    </article>
  );
}
