import { describe, expect, it } from 'vitest';
import {
  filsOfTabbyAmount,
  filsOfTamaraAmount,
  instalmentFils,
  payLaterLines,
  tabbyAmount,
  tabbyInstalmentFils,
  tamaraAmount,
  withinPayLaterLimits,
  withinTabbyLimits,
} from './pay-later';

describe("Tabby's amounts", () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [10_050, '100.50'],
    [129_999, '1299.99'],
  ])('%i fils is written %s', (fils, text) => {
    expect(tabbyAmount(fils)).toBe(text);
    expect(filsOfTabbyAmount(text)).toBe(fils);
  });

  it.each([
    ['100', 10_000],
    ['100.5', 10_050],
    [' 7.25 ', 725],
    ['1.999', null],
    ['-1.00', null],
    ['1e3', null],
    ['', null],
    [100, null],
  ])('reads %j as %j', (text, fils) => {
    expect(filsOfTabbyAmount(text)).toBe(fils);
  });

  it('refuses to write what is not a whole number of fils', () => {
    expect(() => tabbyAmount(1.5)).toThrow(RangeError);
    expect(() => tabbyAmount(-1)).toThrow(RangeError);
  });

  it.each([
    [99, false],
    [100, true],
    [500_000, true],
    [500_001, false],
  ])('%i fils within the limits: %s', (fils, within) => {
    expect(withinTabbyLimits(fils)).toBe(within);
  });

  it.each([
    [34_900, [8_725, 8_725, 8_725, 8_725]],
    [10_001, [2_501, 2_500, 2_500, 2_500]],
  ])('splits %i fils into four payments', (total, parts) => {
    expect(tabbyInstalmentFils(total)).toEqual(parts);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
  });
});

describe("Tamara's amounts", () => {
  it.each([
    [0, 0],
    [5, 0.05],
    [10_050, 100.5],
    [34_900, 349],
    [129_999, 1299.99],
  ])('%i fils is written %j', (fils, amount) => {
    expect(tamaraAmount(fils)).toBe(amount);
    expect(filsOfTamaraAmount(amount)).toBe(fils);
    // On the wire: a number with at most two decimals.
    expect(JSON.stringify({ amount: tamaraAmount(fils) })).toMatch(/"amount":\d+(\.\d{1,2})?}/);
  });

  it.each([[1.999], [-1], [Number.NaN], ['100.00'], [null]])('reads %j as no amount', (amount) => {
    expect(filsOfTamaraAmount(amount)).toBeNull();
  });

  it.each([
    [9_999, false],
    [10_000, true],
    [500_000, true],
    [500_001, false],
  ])('%i fils within its limits: %s', (fils, within) => {
    expect(withinPayLaterLimits('tamara', fils)).toBe(within);
  });
});

describe('instalments', () => {
  it.each([
    [34_900, 3, [11_634, 11_633, 11_633]],
    [34_900, 4, [8_725, 8_725, 8_725, 8_725]],
    [100, 4, [25, 25, 25, 25]],
    [101, 4, [26, 25, 25, 25]],
  ])('%i fils in %i payments', (total, count, parts) => {
    expect(instalmentFils(total, count)).toEqual(parts);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
  });
});

describe('the instalment line of a page', () => {
  it.each([
    // Below Tamara's minimum: only Tabby's line.
    [5_000, ['tabby', 'tamara'], [{ method: 'tabby', count: 4, eachFils: 1_250 }]],
    [
      34_900,
      ['tabby', 'tamara'],
      [
        { method: 'tabby', count: 4, eachFils: 8_725 },
        { method: 'tamara', count: 4, eachFils: 8_725 },
      ],
    ],
    [34_900, ['tamara'], [{ method: 'tamara', count: 4, eachFils: 8_725 }]],
    [34_900, [], []],
    // Above both maximums: no line at all.
    [500_100, ['tabby', 'tamara'], []],
    [99, ['tabby'], []],
  ] as const)('%i fils with %j enabled', (total, enabled, lines) => {
    expect(payLaterLines(total, enabled)).toEqual(lines);
  });
});
