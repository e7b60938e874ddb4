import { describe, expect, it } from 'vitest';

import {
  createPath,
  createSearchParams,
  parsePath,
  resolveTo,
  stripBasename,
  withBasename,
} from './paths';

describe('basename', () => {
  it.each([
    ['/ar', '/ar', '/'],
    ['/ar/', '/ar', '/'],
    ['/ar/men', '/ar', '/men'],
    ['/AR/men', '/ar', '/men'],
    ['/arabic', '/ar', null],
    ['/men', '/ar', null],
    ['/men', '', '/men'],
    ['/men', '/', '/men'],
  ])('%s under %j is %j', (pathname, basename, expected) => {
    expect(stripBasename(pathname, basename)).toBe(expected);
  });

  it.each([
    ['/', '/ar', '/ar'],
    ['/men?page=2', '/ar', '/ar/men?page=2'],
    ['/men', '', '/men'],
    ['/', '', '/'],
  ])('%s is written %s under %j', (path, basename, href) => {
    expect(withBasename(path, basename)).toBe(href);
  });
});

describe('paths', () => {
  it.each([
    ['/men?page=2#grid', { pathname: '/men', search: '?page=2', hash: '#grid' }],
    ['/men', { pathname: '/men', search: '', hash: '' }],
    ['?q=shirt', { pathname: '', search: '?q=shirt', hash: '' }],
    ['/a?#', { pathname: '/a', search: '', hash: '' }],
    ['#top', { pathname: '', search: '', hash: '#top' }],
  ])('%s parses', (to, path) => {
    expect(parsePath(to)).toEqual(path);
    expect(createPath({ ...path, pathname: path.pathname || '/' })).toBe(
      to.startsWith('/') ? to.replace(/\?#$/, '') : `/${to}`,
    );
  });

  it.each([
    ['/login', '/cart', '/', '/login'],
    ['?page=2', '/men', '/men', '/men?page=2'],
    ['?', '/men', '/men', '/men'],
    ['#reviews', '/product/view/1', '/product/view/1', '/product/view/1#reviews'],
    ['edit', '/admin/products', '/admin/products', '/admin/products/edit'],
    ['../view', '/admin/products/edit', '/admin/products/edit', '/admin/products/view'],
  ])('%s from %s (route at %s) is %s', (to, current, base, expected) => {
    expect(createPath(resolveTo(to, current, base))).toBe(expected);
  });
});

describe('search params', () => {
  it.each([
    ['page=2&sort=new', 'page=2&sort=new'],
    [new URLSearchParams({ q: 'a b' }), 'q=a+b'],
    [{ objectType: 'product' }, 'objectType=product'],
    [{ size: ['S', 'M'], page: '1' }, 'size=S&size=M&page=1'],
    [{}, ''],
  ])('%j writes %s', (init, written) => {
    expect(createSearchParams(init).toString()).toBe(written);
  });
});
