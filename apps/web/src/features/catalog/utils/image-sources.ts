import { imageUrlAt, imageWidths, PRODUCT_IMAGE_WIDTHS } from '@store/domain';

/** Card image width per layout: 2 columns on phones up to 5 in a 1280 px page. */
export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 240px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 48vw';

/**
 * `src` and `srcset` of a stored image: WebP images come at 400 and 800 px wide, uploaded product
 * images also at 1600 for zoom, which only a zooming gallery asks for.
 */
export function imageSources(
  url: string | null | undefined,
  { zoom = false }: { zoom?: boolean } = {},
): { src: string; srcSet?: string } | null {
  if (!url) return null;
  const widths = imageWidths(url).filter((w) => zoom || w <= PRODUCT_IMAGE_WIDTHS.page);
  if (widths.length === 0) return { src: url };
  return { src: url, srcSet: widths.map((w) => `${imageUrlAt(url, w)} ${w}w`).join(', ') };
}
