import { describe, expect, it } from 'vitest';

import { cardComplete, cardGap, formatCardNumber, formatExpiry, parseExpiry } from './card';

describe('card helpers', () => {
  it('groups the number in fours', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0025-0000-3155')).toBe('4000 0025 0000 3155');
    expect(formatCardNumber('42424')).toBe('4242 4');
  });

  it('formats and reads MM/YY', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('122')).toBe('12 / 2');
    expect(formatExpiry('12/34')).toBe('12 / 34');
    expect(parseExpiry('12 / 34')).toEqual({ expMonth: 12, expYear: 2034 });
    expect(parseExpiry('13 / 34')).toBeNull();
    expect(parseExpiry('00 / 34')).toBeNull();
    expect(parseExpiry('1 / 3')).toBeNull();
  });

  it('enables Pay only with a full number, expiry and CVC', () => {
    const ok = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
    expect(cardComplete(ok)).toBe(true);
    expect(cardComplete({ ...ok, number: '4242' })).toBe(false);
    expect(cardComplete({ ...ok, expiry: '12' })).toBe(false);
    expect(cardComplete({ ...ok, cvc: '12' })).toBe(false);
    expect(cardComplete({ ...ok, cvc: '1234' })).toBe(true);
  });

  it.each([
    [{ number: '', expiry: '', cvc: '' }, 'number'],
    [{ number: '4242 4242', expiry: '12 / 34', cvc: '123' }, 'number'],
    [{ number: '4242 4242 4242 4242', expiry: '', cvc: '' }, 'expiry'],
    [{ number: '4242 4242 4242 4242', expiry: '13 / 34', cvc: '123' }, 'expiry'],
    [{ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '' }, 'cvc'],
    [{ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' }, null],
  ])('names the first field Pay waits for in %j', (card, gap) => {
    expect(cardGap(card)).toBe(gap);
  });
});
