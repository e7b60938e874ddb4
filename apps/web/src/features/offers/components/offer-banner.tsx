import { FallbackImage } from '@/components/ui/fallback-image';
import type { Offer } from '@store/domain/contract';
import { bannerSources } from '../utils/banner-sources';
import { offerDescription, offerDiscount, offerTitle } from '@/i18n/content';

/** The top of an offer page: image, discount text, title and description. */
export function OfferBanner({ offer }: { offer: Offer }) {
  const image = bannerSources(offer.imageUrl);
  return (
    <header className="offer-banner">
      <div className="offer-banner__media">
        <FallbackImage
          className="offer-banner__image"
          src={image?.src}
          srcSet={image?.srcSet}
          sizes="(min-width: 1280px) 1216px, 100vw"
          alt=""
          width={1600}
          height={640}
          fetchPriority="high"
          decoding="async"
        />
      </div>
      <div className="offer-banner__content">
        {offer.discountText ? (
          <p className="offer-banner__discount">{offerDiscount(offer.discountText)}</p>
        ) : null}
        <h1 className="offer-banner__title">{offerTitle(offer)}</h1>
        <p className="offer-banner__description">{offerDescription(offer)}</p>
      </div>
    </header>
  );
}
