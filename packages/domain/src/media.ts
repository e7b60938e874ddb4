// How stored images are named (docs/decisions/0004 and 0011). The server writes these files and
// the storefront builds `srcset` from the same rules, so both read them from here.

/** Widths of an uploaded product image: the card's, the page's (the key itself) and zoom's. */
export const PRODUCT_IMAGE_WIDTHS = { card: 400, page: 800, zoom: 1600 } as const;

/** Uploaded product images live under this key prefix; only they have the zoom variant. */
export const UPLOADED_PRODUCT_PREFIX = 'products';

const WEBP = /\.webp$/i;

/** The sibling of an image at another width: 'a/b.webp' at 400 becomes 'a/b-400.webp'. */
export function variantKey(key: string, width: number): string {
  if (!WEBP.test(key)) throw new Error(`Image key '${key}' must end in .webp`);
  return key.replace(WEBP, `-${width}.webp`);
}

/**
 * The widths a stored image's URL (or key) is available in, smallest first, the key's own width
 * among them: every WebP has the card and page widths; uploaded product images also the zoom.
 * Other files are served as they are (an empty list).
 */
export function imageWidths(urlOrKey: string): number[] {
  if (!WEBP.test(urlOrKey)) return [];
  const { card, page, zoom } = PRODUCT_IMAGE_WIDTHS;
  const uploaded = new RegExp(`(^|/)${UPLOADED_PRODUCT_PREFIX}/`).test(urlOrKey);
  return uploaded ? [card, page, zoom] : [card, page];
}

/** The URL of an image at `width`: the page width is the key itself. */
export function imageUrlAt(urlOrKey: string, width: number): string {
  return width === PRODUCT_IMAGE_WIDTHS.page ? urlOrKey : variantKey(urlOrKey, width);
}
