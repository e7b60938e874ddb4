/** The API stores 800x1000 WebP images with a 400x500 sibling named `-400.webp`. */
const WIDE = 800;
const NARROW = 400;

/** Card image width per layout: 2 columns on phones up to 5 in a 1280 px page. */
export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 240px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 48vw';

export function imageSources(
  url: string | null | undefined,
): { src: string; srcSet?: string } | null {
  if (!url) return null;
  if (!/\.webp$/i.test(url)) return { src: url };
  const narrow = url.replace(/\.webp$/i, '-400.webp');
  return { src: url, srcSet: `${narrow} ${NARROW}w, ${url} ${WIDE}w` };
}
