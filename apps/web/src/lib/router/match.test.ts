import { describe, expect, it } from 'vitest';

import { explodeOptional, matchRoutes, scoreOf, type RouteObject } from './match';

// The storefront's shape: the back office beside a pathless layout holding a pathless error
// boundary around the pages.
const page = (path: string): RouteObject => ({ path, element: path });
const storefront: RouteObject[] = [
  { path: 'admin/*', element: 'admin' },
  {
    element: 'layout',
    children: [
      {
        children: [
          { index: true, element: 'home' },
          page('men'),
          page('category/:gender/:category?/:subcategory?'),
          page('offers'),
          page('offers/:offerId'),
          page('product/view/:id'),
          page('*'),
        ],
      },
    ],
  },
];

// The back office's table, relative to /admin.
const admin: RouteObject[] = [
  page('login'),
  {
    element: 'shell',
    children: [
      { index: true, element: 'dashboard' },
      page('promotions/:id'),
      page('promotions/new'),
      page('customers/view'),
      page('customers/:id'),
      page('*'),
    ],
  },
];

const leaf = (routes: RouteObject[], pathname: string, base?: string) => {
  const matches = matchRoutes(routes, pathname, base);
  return matches ? matches.at(-1)!.route.element : null;
};

describe('matching the storefront', () => {
  it.each([
    ['/', 'home'],
    ['', 'home'],
    ['/men', 'men'],
    ['/men/', 'men'],
    ['/MEN', 'men'],
    ['/offers', 'offers'],
    ['/offers/summer', 'offers/:offerId'],
    ['/category/men', 'category/:gender/:category?/:subcategory?'],
    ['/category/men/shirts/polo', 'category/:gender/:category?/:subcategory?'],
    ['/category/men/shirts/polo/more', '*'],
    ['/product/view/42', 'product/view/:id'],
    ['/product/view', '*'],
    ['/admin', 'admin'],
    ['/admin/products/manage', 'admin'],
    ['/nowhere/at/all', '*'],
  ])('%s renders %s', (pathname, element) => {
    expect(leaf(storefront, pathname)).toBe(element);
  });

  it('gives the layouts above a page and every param matched', () => {
    const matches = matchRoutes(storefront, '/category/women/dresses')!;
    expect(matches.map((m) => m.route.element)).toEqual([
      'layout',
      undefined,
      'category/:gender/:category?/:subcategory?',
    ]);
    expect(matches.at(-1)!.params).toEqual({ gender: 'women', category: 'dresses' });
  });

  it('decodes params', () => {
    const matches = matchRoutes(storefront, '/product/view/a%20b%2Fc')!;
    expect(matches.at(-1)!.params.id).toBe('a b/c');
  });

  it('keeps a splat’s rest out of the matched base and in the * param', () => {
    const matches = matchRoutes(storefront, '/admin/customers/7')!;
    expect(matches[0]!.pathnameBase).toBe('/admin');
    expect(matches[0]!.params['*']).toBe('customers/7');
  });
});

describe('ranking: static beats dynamic beats splat, whatever the order declared', () => {
  it.each([
    ['/admin', 'dashboard'],
    ['/admin/', 'dashboard'],
    ['/admin/login', 'login'],
    ['/admin/promotions/new', 'promotions/new'],
    ['/admin/promotions/p-1', 'promotions/:id'],
    ['/admin/customers/view', 'customers/view'],
    ['/admin/customers/c-9', 'customers/:id'],
    ['/admin/reports/2026', '*'],
  ])('%s under /admin renders %s', (pathname, element) => {
    expect(leaf(admin, pathname, '/admin')).toBe(element);
  });

  it('matches nothing outside its base', () => {
    expect(matchRoutes(admin, '/shop/login', '/admin')).toBeNull();
  });

  it('passes the params matched above a nested table on', () => {
    const matches = matchRoutes(admin, '/admin/customers/c-9', '/admin', { '*': 'customers/c-9' })!;
    expect(matches.at(-1)!.params).toEqual({ '*': 'customers/c-9', id: 'c-9' });
    expect(matches.at(-1)!.pathnameBase).toBe('/admin/customers/c-9');
  });

  it.each<[string[], boolean, string[], boolean]>([
    [['offers'], false, [':gender'], false],
    [[':gender'], false, ['*'], false],
    [['offers', ':id'], false, ['offers', '*'], false],
    [['admin', '*'], false, ['*'], false],
    [[], true, [], false],
    [[], true, ['*'], false],
  ])('%j (index %s) outranks %j (index %s)', (a, indexA, b, indexB) => {
    expect(scoreOf(a, indexA)).toBeGreaterThan(scoreOf(b, indexB));
  });

  it('scores as written from the root', () => {
    expect(scoreOf([], false)).toBe(4);
    expect(scoreOf([], true)).toBe(6);
    expect(scoreOf(['men'], false)).toBe(13);
    expect(scoreOf(['*'], false)).toBe(1);
    expect(scoreOf(['category', ':gender'], false)).toBe(17);
  });

  it('on an equal score takes the route declared first', () => {
    const routes = [page(':a'), page(':b')];
    expect(leaf(routes, '/x')).toBe(':a');
  });
});

describe('optional segments', () => {
  it('stand for every pattern with or without each, the longest first', () => {
    expect(explodeOptional(['category', ':g', ':c?', ':s?'])).toEqual([
      ['category', ':g', ':c', ':s'],
      ['category', ':g', ':c'],
      ['category', ':g', ':s'],
      ['category', ':g'],
    ]);
    expect(explodeOptional([':lang?'])).toEqual([[':lang'], []]);
  });
});
