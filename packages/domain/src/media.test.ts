import { describe, expect, it } from 'vitest';
import { imageUrlAt, imageWidths, variantKey } from './media';

describe('variantKey', () => {
  it('puts the width before .webp', () => {
    expect(variantKey('seed/dm-0001-navy-1.webp', 400)).toBe('seed/dm-0001-navy-1-400.webp');
    expect(variantKey('products/2026/11/ab12.webp', 1600)).toBe('products/2026/11/ab12-1600.webp');
  });

  it('refuses keys that are not WebP', () => {
    expect(() => variantKey('a.jpg', 400)).toThrow("Image key 'a.jpg' must end in .webp");
  });
});

describe('imageWidths', () => {
  it.each<[string, number[]]>([
    ['/media/seed/dm-0001-navy-1.webp', [400, 800]],
    ['seed/dm-0001-navy-1.webp', [400, 800]],
    ['/media/products/2026/11/ab12.webp', [400, 800, 1600]],
    ['products/2026/11/ab12.webp', [400, 800, 1600]],
    ['https://cdn.example.com/products/2026/11/ab12.webp', [400, 800, 1600]],
    ['/media/seed/products-banner.webp', [400, 800]],
    ['/media/x.jpg', []],
    ['', []],
  ])('%s -> %j', (url, widths) => {
    expect(imageWidths(url)).toEqual(widths);
  });
});

describe('imageUrlAt', () => {
  it('names the page width by the key itself', () => {
    expect(imageUrlAt('/media/products/a.webp', 800)).toBe('/media/products/a.webp');
    expect(imageUrlAt('/media/products/a.webp', 1600)).toBe('/media/products/a-1600.webp');
  });
});
