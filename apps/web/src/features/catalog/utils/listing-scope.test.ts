import { describe, expect, it } from 'vitest';

import { categoryPath, listingScope } from './listing-scope';
import { productQueryString } from './product-query';

describe('listingScope', () => {
  it('reads the gender, category and subcategory of the path', () => {
    expect(
      listingScope({ gender: 'Men', category: 'Shirts', subcategory: 'Linen Shirts' }),
    ).toEqual({ gender: 'men', category: 'Shirts', subcategory: 'Linen Shirts' });
    expect(listingScope({ gender: 'kids' })).toEqual({
      gender: 'kids',
      category: undefined,
      subcategory: undefined,
    });
  });

  it('treats Accessories as the category across genders', () => {
    expect(listingScope({}, 'accessories')).toEqual({ category: 'Accessories' });
  });

  it('rejects genders the store does not sell to', () => {
    expect(listingScope({ gender: 'pets' })).toBeNull();
  });
});

describe('categoryPath', () => {
  it('encodes each segment', () => {
    expect(categoryPath('women', 'Accessories', 'Scarves & Shaylas')).toBe(
      '/category/women/Accessories/Scarves%20%26%20Shaylas',
    );
    expect(categoryPath('men')).toBe('/category/men');
  });
});

describe('productQueryString', () => {
  it('repeats brands and colours and leaves empty values and the default sort out', () => {
    expect(
      productQueryString(
        { gender: 'men', brands: ['A & B', 'C'], colors: ['Navy'], maxPrice: 200, sort: 'newest' },
        2,
        24,
      ),
    ).toBe('gender=men&brand=A+%26+B&brand=C&color=Navy&maxPrice=200&page=2&limit=24');
  });

  it('keeps page and limit within the API bounds', () => {
    expect(productQueryString({ q: '  ', sort: 'discount' }, 0, 500)).toBe(
      'sort=discount&page=1&limit=60',
    );
  });
});
