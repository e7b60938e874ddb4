/** The home hero's banner: the page's width up to 1216 px. */
export const HERO_IMAGE_SIZES = '(min-width: 1280px) 1216px, 100vw';

/** Offer banners are 1600x640 WebP with an 800x320 sibling named `-800.webp`. */
export function bannerSources(
  url: string | null | undefined,
): { src: string; srcSet?: string } | null {
  if (!url) return null;
  if (!/\.webp$/i.test(url)) return { src: url };
  const narrow = url.replace(/\.webp$/i, '-800.webp');
  return { src: url, srcSet: `${narrow} 800w, ${url} 1600w` };
}

/** Where an offer leads: its own link when set (a category), else its offer page. */
export function offerHref(offer: { _id: string; link: string | null }): string {
  const link = offer.link?.trim();
  // Only same-site paths: a banner must not send shoppers to another site.
  if (link && link.startsWith('/') && !link.startsWith('//')) return link;
  return `/offers/${encodeURIComponent(offer._id)}`;
}
