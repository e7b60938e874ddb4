import { describe, expect, it } from 'vitest';
import { codeAvailability, promotionStatus, type PromotionAvailability } from './availability';

const start = new Date('2026-03-01T00:00:00+04:00');
const end = new Date('2026-04-10T00:00:00+04:00');
const base: PromotionAvailability = {
  startsAt: start,
  endsAt: end,
  paused: false,
  totalUses: 10,
  usesSoFar: 3,
  perShopper: 1,
  usesByShopper: 0,
};
const during = new Date('2026-03-15T12:00:00+04:00');
const before = new Date(start.getTime() - 1);
const after = end;

describe('codeAvailability', () => {
  it.each<[string, Partial<PromotionAvailability>, Date, string | null]>([
    ['live and within its limits', {}, during, null],
    ['at its very start', {}, start, null],
    ['a millisecond before its start', {}, before, 'not_started'],
    ['at its end (the end is not included)', {}, after, 'ended'],
    ['no end', { endsAt: null }, new Date('2030-01-01T00:00:00Z'), null],
    ['paused', { paused: true }, during, 'paused'],
    ['used up', { usesSoFar: 10 }, during, 'used_up'],
    ['no total limit', { totalUses: null, usesSoFar: 99999 }, during, null],
    ['used by this shopper', { usesByShopper: 1 }, during, 'used_by_you'],
    ['twice per shopper, used once', { perShopper: 2, usesByShopper: 1 }, during, null],
    ['ended and used up: ended first', { usesSoFar: 10 }, after, 'ended'],
    ['paused and used up: paused first', { paused: true, usesSoFar: 10 }, during, 'paused'],
  ])('%s', (_name, over, now, reason) => {
    expect(codeAvailability({ ...base, ...over }, now)?.reason ?? null).toBe(reason);
  });
});

describe('promotionStatus', () => {
  it.each<[string, Partial<PromotionAvailability>, Date, string]>([
    ['scheduled', {}, before, 'scheduled'],
    ['active', {}, during, 'active'],
    ['ended', {}, after, 'ended'],
    ['used up', { usesSoFar: 10 }, during, 'used_up'],
    ['paused wins over the dates', { paused: true }, before, 'paused'],
    ['paused wins over ended', { paused: true }, after, 'paused'],
    ['ended wins over used up', { usesSoFar: 10 }, after, 'ended'],
  ])('%s', (_name, over, now, status) => {
    expect(promotionStatus({ ...base, ...over }, now)).toBe(status);
  });
});
