import { describe, expect, it } from 'vitest';

import { galleryImages, imageSources } from './image-sources';

describe('imageSources', () => {
  it('offers the 400 px variant beside the 800 px original', () => {
    expect(imageSources('/media/seed/dm-0001-navy-1.webp')).toEqual({
      src: '/media/seed/dm-0001-navy-1.webp',
      srcSet: '/media/seed/dm-0001-navy-1-400.webp 400w, /media/seed/dm-0001-navy-1.webp 800w',
    });
  });

  it('adds the 1600 px zoom variant of an uploaded image only when asked', () => {
    const url = '/media/products/2026/11/ab12.webp';
    expect(imageSources(url)?.srcSet).toBe(
      '/media/products/2026/11/ab12-400.webp 400w, /media/products/2026/11/ab12.webp 800w',
    );
    expect(imageSources(url, { zoom: true })?.srcSet).toBe(
      '/media/products/2026/11/ab12-400.webp 400w, /media/products/2026/11/ab12.webp 800w, ' +
        '/media/products/2026/11/ab12-1600.webp 1600w',
    );
    // Demo images have no zoom variant, so a zooming gallery does not ask for one.
    expect(imageSources('/media/seed/a.webp', { zoom: true })?.srcSet).toBe(
      '/media/seed/a-400.webp 400w, /media/seed/a.webp 800w',
    );
  });

  it('keeps other formats as they are and gives nothing for a missing image', () => {
    expect(imageSources('/media/x.jpg')).toEqual({ src: '/media/x.jpg' });
    expect(imageSources('')).toBeNull();
    expect(imageSources(null)).toBeNull();
  });
});

describe('galleryImages', () => {
  const product = {
    colors: ['Navy', 'Sand'],
    colorImages: { Navy: ['/media/a-1.webp', '/media/a-2.webp'], Sand: [] },
    defaultImg: '/media/a-0.webp',
  };

  it('shows the first colour until one is chosen', () => {
    expect(galleryImages(product, null)).toEqual({
      color: 'Navy',
      images: ['/media/a-1.webp', '/media/a-2.webp'],
    });
  });

  it('falls back to the default image for a colour without images', () => {
    expect(galleryImages(product, 'Sand')).toEqual({ color: 'Sand', images: ['/media/a-0.webp'] });
  });
});
