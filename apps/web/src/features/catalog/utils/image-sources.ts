import { imageUrlAt, imageWidths, PRODUCT_IMAGE_WIDTHS, ZOOM_MIN_WIDTH_PX } from '@store/domain';

/** How many leading cards of a grid load their image at once (the first screenful). */
export const EAGER_CARD_COUNT = 4;

/** The gallery's main image: the full phone width, about half of a wide page. */
export const GALLERY_IMAGE_SIZES = '(min-width: 1024px) 560px, 100vw';

/** Screens where the gallery zooms on hover (wider than 1200 px), so it asks for 1600 px. */
export const GALLERY_ZOOM_QUERY = `(min-width: ${ZOOM_MIN_WIDTH_PX + 1}px) and (hover: hover)`;

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

/**
 * The images the product page's gallery shows for a colour: until one is chosen, the first
 * colour's (the product's default image when a colour has none).
 */
export function galleryImages(
  product: { colors: string[]; colorImages: Record<string, string[]>; defaultImg: string },
  color: string | null,
): { color: string; images: string[] } {
  const shown = color ?? product.colors[0] ?? '';
  const images = product.colorImages[shown]?.length
    ? (product.colorImages[shown] ?? [])
    : [product.defaultImg];
  return { color: shown, images };
}
