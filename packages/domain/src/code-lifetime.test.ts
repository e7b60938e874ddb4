import { describe, expect, it } from 'vitest';
import {
  COURIER_CODE_MINUTES_DEFAULT,
  OWN_DELIVERY_CODE_SECONDS,
  codeLifetimeParts,
  codeValidity,
  deliveryCodeSeconds,
} from './code-lifetime';

describe('deliveryCodeSeconds', () => {
  it.each<[string | null | undefined, number, number]>([
    ['aramex', 1440, 86_400],
    ['other', 1440, 86_400],
    ['quiqup', 90, 5_400],
    [null, 1440, 120],
    [undefined, 1440, 120],
    ['', 1440, 120],
  ])('carrier %j with %i courier minutes -> %i s', (carrier, minutes, seconds) => {
    expect(deliveryCodeSeconds(carrier, minutes)).toBe(seconds);
  });

  it("gives a courier a day and the owner's own delivery 2 minutes by default", () => {
    expect({ COURIER_CODE_MINUTES_DEFAULT, OWN_DELIVERY_CODE_SECONDS }).toEqual({
      COURIER_CODE_MINUTES_DEFAULT: 1440,
      OWN_DELIVERY_CODE_SECONDS: 120,
    });
  });
});

describe('codeValidity', () => {
  // 13:05 in Dubai (UTC+4).
  const now = new Date('2030-01-01T09:05:00.000Z');
  it.each<[string, ReturnType<typeof codeValidity>]>([
    ['2030-01-01T09:05:00.000Z', { kind: 'expired' }],
    ['2030-01-01T09:00:00.000Z', { kind: 'expired' }],
    ['2030-01-01T09:05:00.400Z', { kind: 'for', time: '0:01' }],
    ['2030-01-01T09:07:00.000Z', { kind: 'for', time: '2:00' }],
    ['2030-01-01T10:04:59.000Z', { kind: 'for', time: '59:59' }],
    [
      '2030-01-01T10:05:00.000Z',
      { kind: 'until', time: '14:05', day: 'today', date: '2030-01-01' },
    ],
    [
      '2030-01-01T19:59:00.000Z',
      { kind: 'until', time: '23:59', day: 'today', date: '2030-01-01' },
    ],
    [
      '2030-01-01T20:00:00.000Z',
      { kind: 'until', time: '00:00', day: 'tomorrow', date: '2030-01-02' },
    ],
    [
      '2030-01-02T09:05:00.000Z',
      { kind: 'until', time: '13:05', day: 'tomorrow', date: '2030-01-02' },
    ],
    [
      '2030-01-02T20:00:00.000Z',
      { kind: 'until', time: '00:00', day: 'later', date: '2030-01-03' },
    ],
  ])('%s -> %j', (expiresAt, validity) => {
    expect(codeValidity(expiresAt, now)).toEqual(validity);
    expect(codeValidity(new Date(expiresAt), now)).toEqual(validity);
  });

  it('counts the day in Dubai, whatever the hour in UTC', () => {
    // 23:30 in Dubai: a 24-hour code ends at 23:30 tomorrow.
    const late = new Date('2030-01-01T19:30:00.000Z');
    expect(codeValidity('2030-01-02T19:30:00.000Z', late)).toMatchObject({
      time: '23:30',
      day: 'tomorrow',
    });
  });
});

describe('codeLifetimeParts', () => {
  it.each<[number, ReturnType<typeof codeLifetimeParts>]>([
    [86_400, { unit: 'hour', count: 24 }],
    [3_600, { unit: 'hour', count: 1 }],
    [5_400, { unit: 'minute', count: 90 }],
    [600, { unit: 'minute', count: 10 }],
    [120, { unit: 'minute', count: 2 }],
    [60, { unit: 'minute', count: 1 }],
    [30, { unit: 'minute', count: 1 }],
  ])('%i s -> %j', (seconds, parts) => {
    expect(codeLifetimeParts(seconds)).toEqual(parts);
  });
});
