import { useState } from 'react';
import type { KeyboardEvent } from 'react';

import { Dialog } from '@/components/ui/dialog';
import { AdminIcon } from '@/admin/components/admin-icon';
import { at } from '@/admin/i18n';
import { largeSrcSet, thumbUrl } from '../utils/image-url';
import { catalogueName } from '@/admin/lib/admin-format';

type ColorGalleryProps = { color: string; images: readonly string[] };

/**
 * One colour's pictures as thumbnails; a click opens the lightbox, where the arrow keys (and
 * buttons) move between them and Escape closes it.
 */
export function ColorGallery({ color, images }: ColorGalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  const count = images.length;
  const step = (by: number) => setOpen((i) => (i === null ? i : (i + by + count) % count));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };
  const current = open === null ? undefined : images[open];
  const srcSet = current ? largeSrcSet(current) : undefined;

  return (
    <section className="color-gallery" aria-label={at('view.galleryOf', { color })}>
      <h3 className="color-gallery__title">{catalogueName(color)}</h3>
      <ul className="color-gallery__thumbs" role="list">
        {images.map((url, index) => (
          <li key={url}>
            <button
              type="button"
              className="color-gallery__thumb"
              aria-label={at('view.enlarge', { color, n: index + 1 })}
              onClick={() => setOpen(index)}
            >
              <img src={thumbUrl(url)} alt="" width={96} height={120} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        title={at('view.lightbox', { color, n: (open ?? 0) + 1, count })}
        closeLabel={at('view.close')}
        className="lightbox"
      >
        <div className="lightbox__body" onKeyDown={onKeyDown}>
          {current ? (
            <img
              className="lightbox__image"
              src={current}
              {...(srcSet ? { srcSet, sizes: '(min-width: 900px) 800px, 100vw' } : {})}
              alt={at('images.alt', { color, n: (open ?? 0) + 1 })}
            />
          ) : null}
          {count > 1 ? (
            <div className="lightbox__nav">
              <button
                type="button"
                className="image-tile__button"
                aria-label={at('view.previous')}
                onClick={() => step(-1)}
              >
                <AdminIcon name="chevron" className="image-tile__back" />
              </button>
              <button
                type="button"
                className="image-tile__button"
                aria-label={at('view.next')}
                onClick={() => step(1)}
              >
                <AdminIcon name="chevron" />
              </button>
            </div>
          ) : null}
        </div>
      </Dialog>
    </section>
  );
}
