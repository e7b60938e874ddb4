import { describe, expect, it } from 'vitest';
import { cardLast4, isCardExpired, isValidCardNumber } from './cards';

describe('isValidCardNumber', () => {
  it.each([
    ['4242 4242 4242 4242', true],
    ['4000000000000002', true],
    ['4000-0025-0000-3155', true],
    ['5555555555554444', true],
    ['4242424242424241', false],
    ['1234', false],
    ['4242 4242 4242 424x', false],
    ['', false],
  ])('%s -> %s', (number, valid) => {
    expect(isValidCardNumber(number)).toBe(valid);
  });
});

describe('isCardExpired', () => {
  const now = new Date('2030-06-15T12:00:00Z');
  it.each([
    [6, 2030, false],
    [5, 2030, true],
    [12, 2029, true],
    [1, 2031, false],
    [6, 30, false],
    [5, 30, true],
  ])('%s/%s -> %s', (month, year, expired) => {
    expect(isCardExpired(month, year, now)).toBe(expired);
  });
});

describe('cardLast4', () => {
  it('keeps the last four digits only', () => {
    expect(cardLast4('4242 4242 4242 1234')).toBe('1234');
  });
});
