import { describe, expect, it } from 'vitest';

import {
  firstPageCalls,
  listingScope,
  productQueryString,
  searchPageTerm,
} from './storefront-urls';

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

  it('repeats sizes after colours', () => {
    expect(productQueryString({ colors: ['Red'], sizes: ['M', 'XL'] }, 1, 24)).toBe(
      'color=Red&size=M&size=XL&page=1&limit=24',
    );
  });

  it("encodes values as a browser's URLSearchParams does", () => {
    expect(productQueryString({ q: "kids' (boys) ~50% \uD800", brands: ['É!*'] }, 1, 24)).toBe(
      'q=kids%27+%28boys%29+%7E50%25+%EF%BF%BD&brand=%C3%89%21*&page=1&limit=24',
    );
  });

  it('keeps page and limit within the API bounds', () => {
    expect(productQueryString({ q: '  ', sort: 'discount' }, 0, 500)).toBe(
      'sort=discount&page=1&limit=60',
    );
  });
});

describe('firstPageCalls', () => {
  const products = (query: string) => `/catalog/products?${query}&page=1&limit=24`;

  it("names the home page's offers and first products beside the header", () => {
    expect(firstPageCalls('/', '')).toEqual([
      '/catalog/nav',
      '/api/offers',
      '/catalog/products?page=1&limit=24',
    ]);
  });

  it("names a search page's first page when its query string is only the term", () => {
    expect(firstPageCalls('/search', '?q=black+abaya')).toEqual([
      '/catalog/nav',
      products('q=black+abaya'),
    ]);
    expect(firstPageCalls('/ar/search', '?q=%D8%B9%D8%A8%D8%A7%D9%8A%D8%A9')).toEqual([
      '/catalog/nav',
      products('q=%D8%B9%D8%A8%D8%A7%D9%8A%D8%A9'),
    ]);
    // Refinements, or no term, leave the page to the browser.
    expect(firstPageCalls('/search', '?q=abaya&sort=price-asc')).toEqual(['/catalog/nav']);
    expect(firstPageCalls('/search', '?q=+')).toEqual(['/catalog/nav']);
  });

  it("names a plain listing page's first page, with its scope as the page asks for it", () => {
    expect(firstPageCalls('/women', '')).toEqual(['/catalog/nav', products('gender=women')]);
    expect(firstPageCalls('/ar/women', '')).toEqual(['/catalog/nav', products('gender=women')]);
    expect(firstPageCalls('/Kids/', '')).toEqual(['/catalog/nav', products('gender=kids')]);
    expect(firstPageCalls('/category/Men/Shirts/Linen%20Shirts', '')).toEqual([
      '/catalog/nav',
      products('gender=men&category=Shirts&subcategory=Linen+Shirts'),
    ]);
    expect(firstPageCalls('/accessories', '')).toEqual([
      '/catalog/nav',
      products('category=Accessories'),
    ]);
  });

  it('leaves a listing with refinements, or of a gender not sold, to the browser', () => {
    expect(firstPageCalls('/women', '?brand=Rimal')).toEqual(['/catalog/nav']);
    expect(firstPageCalls('/category/pets', '')).toEqual(['/catalog/nav']);
  });

  it("names a product page's product, encoded as the page asks for it", () => {
    expect(firstPageCalls('/product/view/DM-0040', '')).toEqual([
      '/catalog/nav',
      '/catalog/products/DM-0040',
    ]);
    expect(firstPageCalls('/product/search/a%20b', '?q=x')).toEqual([
      '/catalog/nav',
      '/catalog/products/a%20b',
    ]);
  });

  it('names nothing for the back office or an address that cannot be decoded', () => {
    expect(firstPageCalls('/admin/orders', '')).toEqual([]);
    expect(firstPageCalls('/women/%E0%A4%A', '')).toEqual([]);
  });

  it('names only the header for other storefront pages', () => {
    expect(firstPageCalls('/cart', '')).toEqual(['/catalog/nav']);
    expect(firstPageCalls('/product/view', '')).toEqual(['/catalog/nav']);
  });
});

describe('searchPageTerm', () => {
  it('reads q from a query string or search params, trimmed and cut to 100 characters', () => {
    expect(searchPageTerm('?q=+black+abaya+&page=2')).toBe('black abaya');
    // The router's search params: anything with get().
    expect(searchPageTerm({ get: (name) => (name === 'q' ? 'kaftn' : null) })).toBe('kaftn');
    expect(searchPageTerm(`?q=${'a'.repeat(150)}`)).toHaveLength(100);
  });

  it('is empty without a term or with a malformed query string', () => {
    expect(searchPageTerm('?sort=price-asc')).toBe('');
    expect(searchPageTerm('?q=%E0%A4%A')).toBe('');
  });
});
