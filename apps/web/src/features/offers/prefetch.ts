import type { QueryClient } from '@tanstack/react-query';

import { preloadImage } from '@/lib/preload-image';
import { getOffersQueryOptions } from './api/get-offers';
import { bannerSources, HERO_IMAGE_SIZES } from './utils/banner-sources';

/**
 * For the home page's loader: the offers, then the hero's first banner (the page's largest
 * image), on their way before the page has rendered. A failure is left for the hero to show.
 */
export function prefetchHeroOffers(queryClient: QueryClient) {
  queryClient
    .fetchQuery(getOffersQueryOptions())
    .then(({ offers }) => preloadImage(bannerSources(offers[0]?.imageUrl), HERO_IMAGE_SIZES))
    .catch(() => undefined);
}
