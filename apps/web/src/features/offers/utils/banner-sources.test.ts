import { describe, expect, it } from 'vitest';

import { bannerSources, offerHref } from './banner-sources';

describe('bannerSources', () => {
  it('offers the 800 px variant beside the 1600 px banner', () => {
    expect(bannerSources('/media/seed/offer-a.webp')).toEqual({
      src: '/media/seed/offer-a.webp',
      srcSet: '/media/seed/offer-a-800.webp 800w, /media/seed/offer-a.webp 1600w',
    });
    expect(bannerSources('/media/x.png')).toEqual({ src: '/media/x.png' });
    expect(bannerSources('')).toBeNull();
  });
});

describe('offerHref', () => {
  it("follows the offer's own path, else opens the offer page", () => {
    expect(offerHref({ _id: 'a1', link: '/category/kids' })).toBe('/category/kids');
    expect(offerHref({ _id: 'a1', link: null })).toBe('/offers/a1');
    expect(offerHref({ _id: 'a1', link: '  ' })).toBe('/offers/a1');
  });

  it('never leads off the site', () => {
    expect(offerHref({ _id: 'a1', link: 'https://evil.example' })).toBe('/offers/a1');
    expect(offerHref({ _id: 'a1', link: '//evil.example' })).toBe('/offers/a1');
  });
});
