import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors';
import { promotionCodesSchema, promotionFormSchema } from './promotion';

const valid = {
  nameEn: ' Ramadan ',
  nameAr: 'رمضان',
  kind: 'code',
  code: ' ramadan20 ',
  startsAt: '2027-03-01T00:00:00+04:00',
  reward: { kind: 'order_percent', percent: 20, maxDiscount: 50.5 },
};

function errorsOf(change: Record<string, unknown>): Record<string, string> {
  const result = promotionFormSchema.safeParse({ ...valid, ...change });
  return result.success ? {} : fieldErrors(result.error);
}

describe('promotionFormSchema', () => {
  it('reads AED as fils, the code upper case, dates as instants and the defaults', () => {
    expect(promotionFormSchema.parse(valid)).toEqual({
      nameEn: 'Ramadan',
      nameAr: 'رمضان',
      kind: 'code',
      code: 'RAMADAN20',
      batch: null,
      startsAt: new Date('2027-02-28T20:00:00.000Z'),
      endsAt: null,
      reward: { kind: 'order_percent', percent: 20, maxDiscountFils: 5050 },
      conditions: { minSubtotalFils: null, minUnits: null, firstOrderOnly: false, emails: null },
      limits: { totalUses: null, perShopper: null },
      combinesWith: { item: false, order: false, shipping: false },
    });
  });

  it('reads a target, conditions and limits', () => {
    const parsed = promotionFormSchema.parse({
      ...valid,
      kind: 'batch',
      batch: { prefix: 'noor', count: '25' },
      reward: { kind: 'buy_x_get_y', buy: 2, get: 1, percent: 100, target: { genders: ['Women'] } },
      conditions: { minSubtotal: '300', minUnits: 3, emails: ['A@B.ae', 'a@b.ae'] },
      limits: { totalUses: 10, perShopper: 1 },
    });
    expect(parsed.code).toBeNull();
    expect(parsed.batch).toEqual({ prefix: 'NOOR', count: 25 });
    expect(parsed.reward).toEqual({
      kind: 'buy_x_get_y',
      buy: 2,
      get: 1,
      percent: 100,
      target: {
        productIds: [],
        categories: [],
        subcategories: [],
        genders: ['women'],
        brands: [],
        excludeOnSale: false,
      },
    });
    expect(parsed.conditions).toEqual({
      minSubtotalFils: 30000,
      minUnits: 3,
      firstOrderOnly: false,
      emails: ['a@b.ae'],
    });
    expect(parsed.limits).toEqual({ totalUses: 10, perShopper: 1 });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['no name', { nameEn: ' ' }, { nameEn: 'Name is required' }],
    [
      'a long Arabic name',
      { nameAr: 'ا'.repeat(101) },
      { nameAr: 'Arabic name must be at most 100 characters' },
    ],
    ['no code', { code: '' }, { code: 'Code is required' }],
    [
      'a code with a space',
      { code: 'EID 20' },
      { code: "Code: letters, digits and '-', at most 32" },
    ],
    [
      'a code of 33',
      { code: 'A'.repeat(33) },
      { code: "Code: letters, digits and '-', at most 32" },
    ],
    [
      'a batch without its prefix',
      { kind: 'batch' },
      { batch: 'Batch prefix and number of codes are required' },
    ],
    [
      'too many codes',
      { kind: 'batch', batch: { prefix: 'X', count: 5001 } },
      { batch: 'Number of codes must be a whole number from 1 to 5000' },
    ],
    ['an unknown kind', { kind: 'coupon' }, { kind: 'Kind must be automatic, code or batch' }],
    ['no start', { startsAt: undefined }, { startsAt: 'Start must be a date and time' }],
    [
      'an end before the start',
      { endsAt: '2027-02-01T00:00:00Z' },
      { endsAt: 'End must be after the start' },
    ],
    [
      'a percent of 0',
      { reward: { kind: 'order_percent', percent: 0 } },
      { reward: 'Percent must be a whole number from 1 to 100' },
    ],
    [
      'an amount of 3 decimals',
      { reward: { kind: 'order_amount', amount: 10.005 } },
      { reward: 'Amount can have at most 2 decimals' },
    ],
    [
      'an amount of 0',
      { reward: { kind: 'order_amount', amount: 0 } },
      { reward: 'Amount must be more than 0' },
    ],
    [
      'an amount too large',
      { reward: { kind: 'order_amount', amount: 100_001 } },
      { reward: 'Amount cannot be more than AED 100,000.00' },
    ],
    ['an unknown reward', { reward: { kind: 'gift' } }, { reward: 'Choose a reward' }],
    [
      'buy 21',
      { reward: { kind: 'buy_x_get_y', buy: 21, get: 1, percent: 100, target: {} } },
      { reward: 'Buy must be a whole number from 1 to 20' },
    ],
    [
      '201 brands',
      {
        reward: {
          kind: 'items_amount',
          amount: 5,
          target: { brands: Array.from({ length: 201 }, (_, i) => `B${i}`) },
        },
      },
      { reward: 'Brands: at most 200 entries' },
    ],
    [
      'a bad email',
      { conditions: { emails: ['nope'] } },
      { conditions: 'Email format is invalid' },
    ],
    [
      'a total of 0',
      { limits: { totalUses: 0 } },
      { limits: 'Total uses must be a whole number from 1 to 1000000' },
    ],
  ])('refuses %s', (_name, change, errors) => {
    expect(errorsOf(change)).toEqual(errors);
  });

  it('refuses a body that is not an object, or a field it does not know', () => {
    expect(promotionFormSchema.safeParse('x').success).toBe(false);
    expect(promotionFormSchema.safeParse({ ...valid, price: 1 }).success).toBe(false);
  });
});

describe('promotionCodesSchema', () => {
  it.each([
    [{ count: 10 }, true],
    [{ count: 0 }, false],
    [{ count: 5001 }, false],
    [{ count: 1.5 }, false],
  ])('%j -> %s', (body, ok) => {
    expect(promotionCodesSchema.safeParse(body).success).toBe(ok);
  });
});
