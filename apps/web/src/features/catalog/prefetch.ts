import { listingScope, searchPageTerm, type ScopeParams } from '@store/domain';
import type { QueryClient } from '@tanstack/react-query';

import { preloadImage } from '@/lib/preload-image';
import { getCatalogNavQueryOptions } from './api/get-catalog-nav';
import { getProductQueryOptions } from './api/get-product';
import { getListingPageQueryOptions, getProductsInfiniteQueryOptions } from './api/get-products';
import {
  CARD_IMAGE_SIZES,
  EAGER_CARD_COUNT,
  GALLERY_IMAGE_SIZES,
  GALLERY_ZOOM_QUERY,
  galleryImages,
  imageSources,
} from './utils/image-sources';

// Route loaders call these so a page's data, and then its first images, are on their way while
// the page's own code downloads and renders, instead of after: on a slow phone that is a round
// trip and a render earlier. They start the very queries the pages then read (one request each)
// and never hold the page up; a failure is left for the page's own query to show.

const ignore = () => undefined;

/** Every storefront page shows the header's categories. */
export function prefetchCatalogNav(queryClient: QueryClient) {
  void queryClient.prefetchQuery(getCatalogNavQueryOptions());
}

/** The home grid's first page. */
export function prefetchProductFeed(queryClient: QueryClient) {
  void queryClient.prefetchInfiniteQuery(getProductsInfiniteQueryOptions());
}

/** A category listing's page, then its first screenful of card images. */
export function prefetchListing(
  queryClient: QueryClient,
  params: ScopeParams,
  search: URLSearchParams,
  section?: 'accessories',
) {
  const scope = listingScope(params, section);
  if (!scope) return;
  queryClient
    .fetchQuery(getListingPageQueryOptions(scope, search))
    .then((page) => {
      for (const product of page.items.slice(0, EAGER_CARD_COUNT)) {
        preloadImage(imageSources(product.defaultImg), CARD_IMAGE_SIZES);
      }
    })
    .catch(ignore);
}

/** The search page's first page (`/search?q=`), then its first card images. */
export function prefetchSearch(queryClient: QueryClient, search: URLSearchParams) {
  const q = searchPageTerm(search);
  if (!q) return;
  queryClient
    .fetchQuery(getListingPageQueryOptions({ q }, search))
    .then((page) => {
      for (const product of page.items.slice(0, EAGER_CARD_COUNT)) {
        preloadImage(imageSources(product.defaultImg), CARD_IMAGE_SIZES);
      }
    })
    .catch(ignore);
}

/** A product, then the gallery's first image. */
export function prefetchProduct(queryClient: QueryClient, id: string) {
  if (!id) return;
  queryClient
    .fetchQuery(getProductQueryOptions(id))
    .then(({ product }) => {
      const first = galleryImages(product, null).images[0];
      const zoom = window.matchMedia(GALLERY_ZOOM_QUERY).matches;
      preloadImage(imageSources(first, { zoom }), GALLERY_IMAGE_SIZES);
    })
    .catch(ignore);
}
