import { describe, expect, it } from 'vitest';
import { applyUploaded, move, moveImage, removeImage } from './color-groups';
import type { ColorGroup } from './product-form-state';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });
const groups = (): ColorGroup[] => [
  {
    name: 'Black',
    images: [
      { id: 'a', name: 'a.webp', url: '/media/products/a.webp' },
      { id: 'b', name: 'b.jpg', url: 'blob:b', file: file('b.jpg') },
      { id: 'c', name: 'c.jpg', url: 'blob:c', file: file('c.jpg') },
    ],
  },
  { name: 'Navy', images: [{ id: 'd', name: 'd.webp', url: '/media/products/d.webp' }] },
];

describe('move', () => {
  it('moves an item and clamps the target', () => {
    expect(move(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(move(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(move(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
  });
});

describe('moveImage', () => {
  it('reorders within the named colour only', () => {
    const next = moveImage(groups(), 'Black', 2, 0);
    expect(next[0]!.images.map((i) => i.id)).toEqual(['c', 'a', 'b']);
    expect(next[1]!.images.map((i) => i.id)).toEqual(['d']);
  });
});

describe('removeImage', () => {
  it('removes one image and answers it', () => {
    const { colors, removed } = removeImage(groups(), 'Black', 'b');
    expect(removed?.id).toBe('b');
    expect(colors[0]!.images.map((i) => i.id)).toEqual(['a', 'c']);
  });

  it('removes the colour with its last image', () => {
    const { colors } = removeImage(groups(), 'Navy', 'd');
    expect(colors.map((c) => c.name)).toEqual(['Black']);
  });
});

describe('applyUploaded', () => {
  it('gives each NEW image its uploaded URL in order and keeps saved ones', () => {
    const next = applyUploaded(groups(), [
      { color: 'Black', urls: ['/media/products/b1.webp', '/media/products/c1.webp'] },
    ]);
    expect(next[0]!.images.map((i) => i.url)).toEqual([
      '/media/products/a.webp',
      '/media/products/b1.webp',
      '/media/products/c1.webp',
    ]);
    expect(next[0]!.images.every((i) => !i.file)).toBe(true);
    expect(next[1]!.images[0]!.url).toBe('/media/products/d.webp');
  });
});
