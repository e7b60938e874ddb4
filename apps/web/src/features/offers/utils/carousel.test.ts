import { describe, expect, it } from 'vitest';

import { swipeStep, wrapIndex } from './carousel';

describe('wrapIndex', () => {
  it('moves forward and wraps to the first slide', () => {
    expect(wrapIndex(0, 1, 3)).toBe(1);
    expect(wrapIndex(2, 1, 3)).toBe(0);
  });

  it('moves back and wraps to the last slide', () => {
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, -1, 3)).toBe(0);
  });

  it('stays at 0 without slides', () => {
    expect(wrapIndex(0, 1, 0)).toBe(0);
    expect(wrapIndex(0, 1, 1)).toBe(0);
  });
});

describe('swipeStep', () => {
  it('ignores drags of 50 px or less', () => {
    expect(swipeStep(-50, 0)).toBe(0);
    expect(swipeStep(50, 0)).toBe(0);
  });

  it('moves exactly one slide for any longer drag', () => {
    expect(swipeStep(-51, 0)).toBe(1);
    expect(swipeStep(-400, 10)).toBe(1);
    expect(swipeStep(51, 0)).toBe(-1);
  });

  it('treats mostly vertical drags as scrolling', () => {
    expect(swipeStep(-60, 120)).toBe(0);
  });

  it('swaps directions right to left', () => {
    expect(swipeStep(-80, 0, true)).toBe(-1);
    expect(swipeStep(80, 0, true)).toBe(1);
  });
});
