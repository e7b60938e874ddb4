import { describe, expect, it } from 'vitest';

import { GAP, pageWindow } from './page-window';

describe('pageWindow', () => {
  it('lists every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('shows gaps around the current page', () => {
    expect(pageWindow(6, 12)).toEqual([1, GAP, 5, 6, 7, GAP, 12]);
    expect(pageWindow(1, 12)).toEqual([1, 2, GAP, 12]);
    expect(pageWindow(12, 12)).toEqual([1, GAP, 11, 12]);
  });

  it('fills a one-page gap with the page itself', () => {
    expect(pageWindow(4, 12)).toEqual([1, 2, 3, 4, 5, GAP, 12]);
  });

  it('clamps a page beyond the end', () => {
    expect(pageWindow(40, 3)).toEqual([1, 2, 3]);
  });
});
