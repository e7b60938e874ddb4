import { Link } from '@/lib/router';

import { FallbackImage } from '@/components/ui/fallback-image';
import { t } from '@/i18n';

import { HERO_IMAGE_SIZES } from '../utils/banner-sources';
import type { HeroSlideData } from '../utils/hero-slides';

type HeroSlideProps = {
  slide: HeroSlideData;
  index: number;
  count: number;
  active: boolean;
  /** The first slide is the page's largest image: load it at once, the others lazily. */
  eager: boolean;
};

/** One slide of the hero: banner image, discount text, title, description and a link. */
export function HeroSlide({ slide, index, count, active, eager }: HeroSlideProps) {
  return (
    <div
      className={`hero-slide hero-slide--${slide.tone}`}
      role="group"
      aria-roledescription={t('hero.slide')}
      aria-label={t('hero.slideLabel', { index: index + 1, count })}
      aria-hidden={!active}
      inert={!active}
      data-active={active}
    >
      <div className="hero-slide__media">
        {slide.image ? (
          <FallbackImage
            className="hero-slide__image"
            src={slide.image.src}
            srcSet={slide.image.srcSet}
            sizes={HERO_IMAGE_SIZES}
            alt=""
            width={1600}
            height={640}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
            draggable={false}
          />
        ) : (
          <span className="hero-slide__art" aria-hidden="true" />
        )}
      </div>
      <div className="hero-slide__content">
        {slide.discountText ? <p className="hero-slide__discount">{slide.discountText}</p> : null}
        <h2 className="hero-slide__title">{slide.title}</h2>
        <p className="hero-slide__description">{slide.description}</p>
        {slide.href ? (
          <Link className="button button--primary hero-slide__cta" to={slide.href}>
            {t('hero.shopNow')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
