import { describe, expect, it } from 'vitest';
import {
  CODE_MAX_ATTEMPTS,
  DELIVERY_CODE_MAX,
  DELIVERY_CODE_MIN,
  RESET_CODE_TTL_SECONDS,
  codeSecondsLeft,
  formatCountdown,
  makeOrderId,
  makeReturnId,
} from './codes';

describe('code constants', () => {
  it('match the store rules and the design decisions', () => {
    expect({
      RESET_CODE_TTL_SECONDS,
      CODE_MAX_ATTEMPTS,
      DELIVERY_CODE_MIN,
      DELIVERY_CODE_MAX,
    }).toEqual({
      RESET_CODE_TTL_SECONDS: 600,
      CODE_MAX_ATTEMPTS: 5,
      DELIVERY_CODE_MIN: 1000,
      DELIVERY_CODE_MAX: 9999,
    });
  });
});

const now = new Date('2025-03-10T08:00:00.000Z'); // 1741593600000 ms = 'm82rv280' in base 36

describe('makeOrderId / makeReturnId', () => {
  it.each([
    [makeOrderId, 'ab12cd', 'SH-M82RV280AB12CD'],
    [makeReturnId, 'ab12cd', 'RT-M82RV280AB12CD'],
    [makeOrderId, 'XYZ', 'SH-M82RV280XYZ'],
  ])('%#: builds %s', (make, random, id) => {
    expect(make(now, random)).toBe(id);
  });

  it('uses the base 36 time', () => {
    expect(makeOrderId(new Date(35), 'a')).toBe('SH-ZA');
  });

  it.each(['', 'ab-12', 'ab 12', 'a/b'])('refuses random part %j', (random) => {
    expect(() => makeOrderId(now, random)).toThrow(RangeError);
  });

  it('refuses an invalid date', () => {
    expect(() => makeReturnId(new Date(NaN), 'ab')).toThrow(RangeError);
  });
});

describe('codeSecondsLeft', () => {
  const now = new Date('2030-01-01T10:00:00.000Z');
  it.each<[string, number]>([
    ['2030-01-01T10:02:00.000Z', 120],
    ['2030-01-01T10:01:59.001Z', 120],
    ['2030-01-01T10:00:00.001Z', 1],
    ['2030-01-01T10:00:00.000Z', 0],
    ['2030-01-01T09:59:00.000Z', 0],
    ['not a date', 0],
  ])('%s -> %i', (expiresAt, seconds) => {
    expect(codeSecondsLeft(expiresAt, now)).toBe(seconds);
    if (expiresAt !== 'not a date') expect(codeSecondsLeft(new Date(expiresAt), now)).toBe(seconds);
  });
});

describe('formatCountdown', () => {
  it.each<[number, string]>([
    [120, '2:00'],
    [119, '1:59'],
    [60, '1:00'],
    [9, '0:09'],
    [0, '0:00'],
    [-5, '0:00'],
  ])('%i -> %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
