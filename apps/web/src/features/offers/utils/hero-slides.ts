import { DEFAULT_OFFER_TEXT, heroDescription, heroTitle } from '@store/domain';

import { t } from '@/i18n';
import type { Offer } from '@store/domain/contract';
import { bannerSources, offerHref } from './banner-sources';
import { offerDescription, offerDiscount, offerTitle } from '@/i18n/content';

export type HeroSlideData = {
  key: string;
  tone: 'offer' | 'default' | 'error';
  title: string;
  description: string;
  discountText?: string;
  image?: { src: string; srcSet?: string } | null;
  href?: string;
};

/**
 * The home page hero's slides: one per offer with the title cut at 50 and the
 * description at 120 characters; the default '30% OFF' slide when there are no offers; the error
 * slide when they failed to load.
 */
export function heroSlides(offers: readonly Offer[] | undefined, failed: boolean): HeroSlideData[] {
  if (failed) {
    const error = { title: t('hero.errorTitle'), description: t('hero.errorText') };
    return [{ key: 'error', tone: 'error', ...error }];
  }
  if (!offers || offers.length === 0) {
    return [
      {
        key: 'default',
        tone: 'default',
        title: t('hero.defaultTitle'),
        description: t('hero.defaultText'),
        discountText: offerDiscount(DEFAULT_OFFER_TEXT),
        href: '/category/women',
      },
    ];
  }
  return offers.map((offer) => ({
    key: offer._id,
    tone: 'offer',
    title: heroTitle(offerTitle(offer)),
    description: heroDescription(offerDescription(offer)),
    discountText: offerDiscount(offer.discountText),
    image: bannerSources(offer.imageUrl),
    href: offerHref(offer),
  }));
}
