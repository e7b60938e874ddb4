import { describe, expect, it } from 'vitest';

import { adminAr } from '../admin/i18n/messages/ar';
import { adminEn } from '../admin/i18n/messages/en';
import { ar } from './messages/ar';
import { en } from './messages/en';

describe("the interface says 'code', never 'OTP' (decision 53)", () => {
  it.each([
    ['storefront, English', en],
    ['storefront, Arabic', ar],
    ['console, English', adminEn],
    ['console, Arabic', adminAr],
  ] as const)('%s', (_name, messages) => {
    const saying = Object.entries(messages).filter(([, text]) => /\bOTPs?\b/i.test(text));
    expect(saying).toEqual([]);
  });
});
