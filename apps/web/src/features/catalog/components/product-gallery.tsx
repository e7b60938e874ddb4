import { useState } from 'react';
import type { CSSProperties, MouseEvent } from 'react';

import { FallbackImage } from '@/components/ui/fallback-image';
import { t } from '@/i18n';
import { useMediaQuery } from '@/lib/use-media-query';
import { GALLERY_IMAGE_SIZES, GALLERY_ZOOM_QUERY, imageSources } from '../utils/image-sources';

type ProductGalleryProps = {
  images: readonly string[];
  productName: string;
  colorName: string;
};

/**
 * The gallery of one colour: a large image and its thumbnails. Hover zoom only on screens wider
 * than 1200 px; smaller screens and touch get the plain image.
 */
export function ProductGallery({ images, productName, colorName }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const zoomable = useMediaQuery(GALLERY_ZOOM_QUERY);
  const current = Math.min(index, Math.max(0, images.length - 1));
  const main = imageSources(images[current], { zoom: zoomable });

  const onMove = (event: MouseEvent<HTMLDivElement>) => {
    if (!zoomable) return;
    const box = event.currentTarget.getBoundingClientRect();
    setZoom({
      x: ((event.clientX - box.left) / box.width) * 100,
      y: ((event.clientY - box.top) / box.height) * 100,
    });
  };
  const zoomStyle = zoom
    ? ({ '--zoom-x': `${zoom.x}%`, '--zoom-y': `${zoom.y}%` } as CSSProperties)
    : undefined;

  return (
    <div className="gallery">
      <div
        className={['gallery__main', zoomable && zoom ? 'gallery__main--zoomed' : '']
          .filter(Boolean)
          .join(' ')}
        style={zoomStyle}
        onMouseMove={onMove}
        onMouseLeave={() => setZoom(null)}
      >
        <FallbackImage
          key={main?.src}
          className="gallery__image"
          src={main?.src}
          srcSet={main?.srcSet}
          sizes={main?.srcSet ? GALLERY_IMAGE_SIZES : undefined}
          alt={t('gallery.imageAlt', {
            name: productName,
            color: colorName,
            index: current + 1,
            count: images.length,
          })}
          width={800}
          height={1000}
          fetchPriority="high"
          decoding="async"
        />
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbs" role="list" aria-label={t('gallery.thumbnails')}>
          {images.map((url, i) => {
            const thumb = imageSources(url);
            return (
              <li key={url}>
                <button
                  type="button"
                  className="gallery__thumb"
                  aria-current={i === current ? 'true' : undefined}
                  aria-label={t('gallery.show', { index: i + 1, count: images.length })}
                  onClick={() => setIndex(i)}
                >
                  <FallbackImage
                    src={thumb?.srcSet ? thumb.src.replace(/\.webp$/i, '-400.webp') : thumb?.src}
                    alt=""
                    width={80}
                    height={100}
                    loading="lazy"
                    decoding="async"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
