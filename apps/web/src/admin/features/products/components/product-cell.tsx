import type { ReactNode } from 'react';
import { FallbackImage } from '@/components/ui/fallback-image';
import { thumbUrl } from '../utils/image-url';

/** A product's thumbnail with its name and a second line, as the product tables show it. */
export function ProductCell({
  image,
  name,
  caption,
}: {
  image: string | null | undefined;
  name: ReactNode;
  caption: ReactNode;
}) {
  return (
    <span className="product-cell">
      <FallbackImage
        className="product-cell__image"
        src={image ? thumbUrl(image) : null}
        alt=""
        width={48}
        height={60}
        loading="lazy"
      />
      <span className="product-cell__text">
        {name}
        <span className="product-cell__category">{caption}</span>
      </span>
    </span>
  );
}
