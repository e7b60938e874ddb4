import { useEffect, useRef, useState } from 'react';
import type { ImgHTMLAttributes } from 'react';

/** Neutral 4:5 placeholder (a hanger on warm grey), inline so it never needs a request. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500"><rect width="400" height="500" fill="#ece6dc"/><path d="M200 205a16 16 0 1 1 16-16c0 9-16 12-16 24v6l-86 54c-9 6-5 19 6 19h160c11 0 15-13 6-19l-86-54" fill="none" stroke="#b3a89a" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  );

type FallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | null | undefined;
  fallback?: string;
};

/** An <img> that swaps to a placeholder when its source is missing or fails to load. */
export function FallbackImage({
  src,
  srcSet,
  fallback = PLACEHOLDER_IMAGE,
  ...rest
}: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  const broken = !src || failedSrc === src;

  // An image of server-rendered HTML can fail before the app hydrates, when no onError listens
  // yet (and the page's CSP forbids an inline onerror): look at it once the app has it.
  useEffect(() => {
    const img = ref.current;
    if (!img || !src || !img.complete || img.naturalWidth > 0) return;
    let current = true;
    // Loaded images without a size of their own (some SVGs) also read 0 wide: decode tells.
    img.decode().catch(() => {
      if (current && img.complete && img.naturalWidth === 0) setFailedSrc(src);
    });
    return () => {
      current = false;
    };
  }, [src]);

  return (
    <img
      {...rest}
      ref={ref}
      src={broken ? fallback : src}
      srcSet={broken ? undefined : srcSet}
      onError={() => setFailedSrc(src ?? null)}
    />
  );
}
