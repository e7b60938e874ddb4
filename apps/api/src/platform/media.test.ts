import { describe, expect, it } from 'vitest';
import { isMediaKey, mediaKeyFromPath, mediaUrl } from './media';

describe('media keys', () => {
  it.each([
    'seed/dm-0001-navy-1.webp',
    'seed/dm-0001-navy-1-400.webp',
    'products/2026/11/3f9ae1c07b.webp',
    'a.webp',
  ])('accepts %s', (key) => {
    expect(isMediaKey(key)).toBe(true);
  });

  it.each([
    '',
    '../etc/passwd',
    'products/../../var/secret.webp',
    'products/./a.webp',
    '/products/a.webp',
    'products//a.webp',
    'products\\a.webp',
    'products/.hidden.webp',
    'products/a.webp/',
    'products/a.svg',
    'products/a.webp?x=1',
    'products/a%2e.webp',
    'products/a b.webp',
    'C:/a.webp',
    `${'a/'.repeat(9)}a.webp`,
    `${'a'.repeat(252)}.webp`,
  ])('refuses %j', (key) => {
    expect(isMediaKey(key)).toBe(false);
  });
});

describe('mediaKeyFromPath', () => {
  it.each<[string, string, string | null]>([
    ['/media', 'products/a.webp', 'products/a.webp'],
    ['/media', '/media/products/a.webp', 'products/a.webp'],
    ['https://cdn.example.com', 'https://cdn.example.com/products/a.webp', 'products/a.webp'],
    ['https://cdn.example.com', 'https://evil.example.com/products/a.webp', null],
    ['/media', '/media/../secrets.webp', null],
    ['/media', '/other/products/a.webp', null],
  ])('under %s reads %s as %j', (base, path, key) => {
    expect(mediaKeyFromPath(base, path)).toBe(key);
  });

  it('is the inverse of mediaUrl', () => {
    const key = 'products/2026/11/ab.webp';
    expect(mediaKeyFromPath('/media', mediaUrl('/media', key))).toBe(key);
  });
});
