import { describe, expect, it } from 'vitest';
import {
  filsOfTabbyAmount,
  tabbyAmount,
  tabbyInstalmentFils,
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
