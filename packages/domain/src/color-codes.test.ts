import { describe, expect, it } from 'vitest';
import { COLOR_CODES, colorCode } from './color-codes';

describe('COLOR_CODES', () => {
  it('covers the common apparel colours with hex codes', () => {
    const names = ['black', 'white', 'navy', 'beige', 'olive', 'maroon', 'khaki', 'charcoal'];
    for (const name of [...names, 'grey', 'gray', 'red', 'blue', 'green', 'pink']) {
      expect(COLOR_CODES[name], name).toMatch(/^#[0-9A-F]{6}$/);
    }
    expect(Object.keys(COLOR_CODES).length).toBeGreaterThanOrEqual(30);
    for (const key of Object.keys(COLOR_CODES)) expect(key).toMatch(/^[a-z]+$/);
  });
});

describe('colorCode', () => {
  it.each([
    ['black', '#000000'],
    ['Black', '#000000'],
    ['  WHITE ', '#FFFFFF'],
    ['Navy Blue', '#000080'],
    ['navy', '#000080'],
    ['Off-White', '#FAF9F6'],
    ['light_grey', '#D3D3D3'],
    ['Gray', '#808080'],
    ['Grey', '#808080'],
    ['Unicorn Sparkle', undefined],
    ['', undefined],
    ['constructor', undefined],
    ['toString', undefined],
  ])('%j -> %j', (name, code) => {
    expect(colorCode(name)).toBe(code);
  });
});
