import { imageUrlAt, imageWidths, PRODUCT_IMAGE_WIDTHS } from '@store/domain';

/** The smallest stored width of an image for a thumbnail (the card's 400 px variant). */
export function thumbUrl(url: string): string {
  return imageWidths(url).includes(PRODUCT_IMAGE_WIDTHS.card)
    ? imageUrlAt(url, PRODUCT_IMAGE_WIDTHS.card)
    : url;
}

/** `srcset` of a stored image for a large view (page and zoom widths), when it has variants. */
export function largeSrcSet(url: string): string | undefined {
  const widths = imageWidths(url);
  if (widths.length === 0) return undefined;
  return widths.map((w) => `${imageUrlAt(url, w)} ${w}w`).join(', ');
}
