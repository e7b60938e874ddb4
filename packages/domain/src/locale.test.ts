import { describe, expect, it } from 'vitest';
import { cookieLocale, localeOfPath, pathInLocale, withoutLocale } from './locale';

describe('storefront languages by path', () => {
  it('reads Arabic from /ar and below only', () => {
    expect(localeOfPath('/ar')).toBe('ar');
    expect(localeOfPath('/ar/category/women')).toBe('ar');
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/arrivals')).toBe('en');
    expect(withoutLocale('/ar')).toBe('/');
    expect(withoutLocale('/ar/product/view/p1')).toBe('/product/view/p1');
    expect(withoutLocale('/women')).toBe('/women');
  });

  it('moves an address to the other language keeping its query string', () => {
    expect(pathInLocale('/', 'ar')).toBe('/ar');
    expect(pathInLocale('/women?brand=Rimal&sort=price', 'ar')).toBe(
      '/ar/women?brand=Rimal&sort=price',
    );
    expect(pathInLocale('/ar/women?brand=Rimal', 'en')).toBe('/women?brand=Rimal');
    expect(pathInLocale('/ar', 'en')).toBe('/');
    expect(pathInLocale('/ar/cart', 'ar')).toBe('/ar/cart');
    expect(pathInLocale('?q=x', 'ar')).toBe('/ar?q=x');
  });

  it('trusts only the two known cookie values', () => {
    expect(cookieLocale('ar')).toBe('ar');
    expect(cookieLocale('en')).toBe('en');
    expect(cookieLocale('fr')).toBeUndefined();
    expect(cookieLocale(undefined)).toBeUndefined();
  });
});
