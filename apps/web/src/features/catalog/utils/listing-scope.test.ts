import { describe, expect, it } from 'vitest';

import { categoryPath } from './listing-scope';

describe('categoryPath', () => {
  it('encodes each segment', () => {
    expect(categoryPath('women', 'Accessories', 'Scarves & Shaylas')).toBe(
      '/category/women/Accessories/Scarves%20%26%20Shaylas',
    );
    expect(categoryPath('men')).toBe('/category/men');
  });
});
