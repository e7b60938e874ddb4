import { describe, expect, it } from 'vitest';
import { CODE_REFUSAL_AR, CODE_REFUSAL_EN, codeRefusalMessage } from './refusal-words';

describe('codeRefusalMessage', () => {
  it.each([
    [{ reason: 'ended' } as const, 'en', 'This code has expired'],
    [{ reason: 'ended' } as const, 'ar', 'انتهت صلاحية هذا الرمز'],
    [
      { reason: 'min_spend', missingFils: 4500 } as const,
      'en',
      'Add AED 45.00 more to your bag to use this code',
    ],
    [
      { reason: 'min_spend', missingFils: 4500 } as const,
      'ar',
      'أضف إلى حقيبتك منتجات بقيمة \u206845.00 درهم\u2069 لاستخدام هذا الرمز',
    ],
    [
      { reason: 'min_units', missingUnits: 2 } as const,
      'en',
      'Add 2 more eligible items to your bag to use this code',
    ],
  ])('%o in %s reads %s', (refusal, locale, text) => {
    expect(codeRefusalMessage(refusal, locale as 'en' | 'ar')).toBe(text);
  });

  it('has every reason in both languages, with the same parts', () => {
    expect(Object.keys(CODE_REFUSAL_AR).sort()).toEqual(Object.keys(CODE_REFUSAL_EN).sort());
    for (const [reason, en] of Object.entries(CODE_REFUSAL_EN)) {
      const parts = (t: string) => t.match(/\{\w+\}/g) ?? [];
      expect({
        reason,
        parts: parts(CODE_REFUSAL_AR[reason as keyof typeof CODE_REFUSAL_AR]),
      }).toEqual({ reason, parts: parts(en) });
    }
  });
});
