const asked = new Set<string>();

/**
 * Starts downloading an image a page is about to show, with the same `srcset` and `sizes` as its
 * `<img>`, so the browser picks the same file and the `<img>` finds it already on its way. Route
 * loaders call it as soon as the page's data arrives, before the page's code has rendered.
 */
export function preloadImage(
  image: { src: string; srcSet?: string | undefined } | null,
  sizes: string,
): void {
  if (!image || typeof document === 'undefined') return;
  const key = image.srcSet ?? image.src;
  if (asked.has(key)) return;
  asked.add(key);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = image.src;
  if (image.srcSet) {
    link.setAttribute('imagesrcset', image.srcSet);
    link.setAttribute('imagesizes', sizes);
  }
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
