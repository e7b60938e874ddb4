import { promotionFormSchema } from '@store/domain';
import { describe, expect, it } from 'vitest';
import {
  dubaiInputValue,
  dubaiInstant,
  emptyPromotionForm,
  promotionPayload,
  promotionWords,
  type PromotionFormState,
} from './promotion-form-state';

const form = (patch: Partial<PromotionFormState>): PromotionFormState => ({
  ...emptyPromotionForm(new Date('2026-03-01T06:00:00Z')),
  nameEn: 'Ramadan 20',
  nameAr: 'رمضان 20',
  ...patch,
});

describe("the promotion form's dates", () => {
  it('reads a date and time on Dubai’s clock, four hours ahead of UTC', () => {
    expect(dubaiInstant('2026-03-01T09:00')).toBe('2026-03-01T05:00:00.000Z');
    expect(dubaiInputValue('2026-03-31T20:00:00.000Z')).toBe('2026-04-01T00:00');
    expect(dubaiInstant('')).toBeUndefined();
    expect(dubaiInstant('tomorrow')).toBeUndefined();
  });
});

describe("the promotion form's body", () => {
  it('is what the request schema reads: a code in upper case, money in fils, empty boxes none', () => {
    const body = promotionPayload(
      form({ code: ' ramadan20 ', percent: '20', minSubtotal: '300', perShopper: '1' }),
    );
    const parsed = promotionFormSchema.parse(body);
    expect(parsed.code).toBe('RAMADAN20');
    expect(parsed.batch).toBeNull();
    expect(parsed.reward).toEqual({ kind: 'order_percent', percent: 20, maxDiscountFils: null });
    expect(parsed.conditions.minSubtotalFils).toBe(30_000);
    expect(parsed.limits).toEqual({ totalUses: null, perShopper: 1 });
    expect(parsed.endsAt).toBeNull();
  });

  it('sends a buy X get Y with its target, and a batch without a code', () => {
    const body = promotionPayload(
      form({
        kind: 'batch',
        prefix: 'inf-',
        count: '5',
        reward: 'buy_x_get_y',
        genders: ['women'],
        categories: 'Abayas, Dresses',
        emails: 'Sara@Example.com\nmona@example.com',
      }),
    );
    const parsed = promotionFormSchema.parse(body);
    expect(parsed.code).toBeNull();
    expect(parsed.batch).toEqual({ prefix: 'INF-', count: 5 });
    expect(parsed.reward).toMatchObject({ kind: 'buy_x_get_y', buy: 2, get: 1, percent: 100 });
    expect(parsed.reward).toHaveProperty('target.categories', ['Abayas', 'Dresses']);
    expect(parsed.conditions.emails).toEqual(['sara@example.com', 'mona@example.com']);
  });
});

describe('the promotion in words', () => {
  it('says the reward and conditions once the reward is whole, in either language', () => {
    const state = form({ code: 'RAMADAN20', percent: '20', minSubtotal: '300' });
    expect(promotionWords(state, 'en')).toContain('20%');
    expect(promotionWords(state, 'ar')).toMatch(/[\u0600-\u06FF]/);
    expect(promotionWords({ ...state, percent: '' }, 'en')).toBeNull();
  });
});
