import { describe, expect, it } from 'vitest';

import { imageSources } from './image-sources';

describe('imageSources', () => {
  it('offers the 400 px variant beside the 800 px original', () => {
    expect(imageSources('/media/seed/dm-0001-navy-1.webp')).toEqual({
      src: '/media/seed/dm-0001-navy-1.webp',
      srcSet: '/media/seed/dm-0001-navy-1-400.webp 400w, /media/seed/dm-0001-navy-1.webp 800w',
    });
  });

  it('keeps other formats as they are and gives nothing for a missing image', () => {
    expect(imageSources('/media/x.jpg')).toEqual({ src: '/media/x.jpg' });
    expect(imageSources('')).toBeNull();
    expect(imageSources(null)).toBeNull();
  });
});
