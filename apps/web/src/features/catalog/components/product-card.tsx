import { cardLabel } from '@store/domain';
import { Link } from '@/lib/router';

import { FallbackImage } from '@/components/ui/fallback-image';
import { t } from '@/i18n';
import type { Product } from '@store/domain/contract';
import { CARD_IMAGE_SIZES, imageSources } from '../utils/image-sources';
import { originalPriceOf, percentOff } from '../utils/pricing';
import { formatAed } from '@/lib/money';
import { productName } from '@/i18n/content';
import { promoBadges } from './promo-badges';

type ProductCardProps = {
  product: Product;
  /** Above the fold: load the image at once instead of lazily. */
  eager?: boolean;
  headingLevel?: 2 | 3;
};

/**
 * The card's short text (13 characters and '...' past 15) for the eye, for the brand; a screen
 * reader gets the whole brand, which the cut would otherwise hide from it.
 */
function CardText({ text }: { text: string }) {
  const shown = cardLabel(text);
  if (shown === text) return <>{text}</>;
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{text}</span>
    </>
  );
}

export function ProductCard({ product, eager = false, headingLevel = 2 }: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const original = originalPriceOf(product);
  const percent = percentOff(product);
  const image = imageSources(product.defaultImg);

  return (
    <article className="product-card">
      <Link className="product-card__link" to={`/product/view/${encodeURIComponent(product._id)}`}>
        <div className="product-card__media">
          <FallbackImage
            className="product-card__image"
            src={image?.src}
            srcSet={image?.srcSet}
            sizes={image?.srcSet ? CARD_IMAGE_SIZES : undefined}
            alt=""
            width={400}
            height={500}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
          />
          {percent > 0 ? (
            <span className="product-card__badge">{t('product.discountBadge', { percent })}</span>
          ) : null}
        </div>
        <div className="product-card__body">
          <p className="product-card__brand" title={product.brand}>
            <CardText text={product.brand} />
          </p>
          {/* The whole name, wrapped between words and clamped to two lines by the stylesheet. */}
          <Heading className="product-card__name" title={productName(product)}>
            {productName(product)}
          </Heading>
          <p className="product-card__prices">
            <span className="sr-only">{t('product.priceLabel')} </span>
            <span className="product-card__price">{formatAed(product.priceWithVat)}</span>
            {original !== null ? (
              <>
                <span className="sr-only"> {t('product.originalPriceLabel')} </span>
                <s className="product-card__original">{formatAed(original)}</s>
              </>
            ) : null}
          </p>
          {promoBadges(product.badges)}
          {product.inStock === false ? (
            <p className="product-card__sold-out">{t('product.cardOutOfStock')}</p>
          ) : null}
        </div>
      </Link>
    </article>
  );
}
