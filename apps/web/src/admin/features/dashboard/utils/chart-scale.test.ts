import { describe, expect, it } from 'vitest';

import { dayLabels, linePath, niceCeiling, ticks, xOf, yOf, type Plot } from './chart-scale';

const plot: Plot = { width: 340, height: 220, top: 10, right: 10, bottom: 10, left: 30 };

describe('niceCeiling', () => {
  it.each([
    [0, 100],
    [-5, 100],
    [0.4, 0.5],
    [1, 1],
    [7, 10],
    [18, 20],
    [21, 25],
    [240, 250],
    [251, 500],
    [999.5, 1000],
    [1001, 2000],
    [61_450.25, 100_000],
  ])('%s -> %s', (max, ceiling) => {
    expect(niceCeiling(max)).toBe(ceiling);
  });
});

describe('ticks', () => {
  it('splits the axis into equal steps from 0', () => {
    expect(ticks(250)).toEqual([0, 62.5, 125, 187.5, 250]);
    expect(ticks(100, 2)).toEqual([0, 50, 100]);
  });
});

describe('xOf and yOf', () => {
  it('spans the inner plot from the first to the last day, and from 0 to the ceiling', () => {
    expect(xOf(plot, 31, 0)).toBe(30);
    expect(xOf(plot, 31, 30)).toBe(330);
    expect(xOf(plot, 31, 15)).toBe(180);
    expect(xOf(plot, 1, 0)).toBe(180);
    expect(yOf(plot, 200, 0)).toBe(210);
    expect(yOf(plot, 200, 200)).toBe(10);
    expect(yOf(plot, 200, 100)).toBe(110);
    expect(yOf(plot, 200, -5)).toBe(210);
  });
});

describe('linePath', () => {
  it('moves to the first point and draws lines through the rest', () => {
    expect(linePath(plot, 3, 100, [0, 50, 100])).toBe('M30.0 210.0 L180.0 110.0 L330.0 10.0');
    expect(linePath(plot, 3, 100, [])).toBe('');
  });
});

describe('dayLabels', () => {
  it.each([
    [31, 5, [1, 5, 10, 15, 20, 25, 31]],
    [30, 5, [1, 5, 10, 15, 20, 25, 30]],
    [28, 7, [1, 7, 14, 21, 28]],
    [29, 7, [1, 7, 14, 21, 29]],
    [1, 5, [1]],
    [4, 5, [1, 4]],
  ])('%i days, every %i -> %o', (days, step, labels) => {
    expect(dayLabels(days, step)).toEqual(labels);
  });
});
