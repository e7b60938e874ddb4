import { describe, expect, it } from 'vitest';

import { signedAmount } from './amount';

describe('signedAmount', () => {
  it('signs credits with + and debits with a minus, to 2 decimals', () => {
    expect(signedAmount({ type: 'credit', amount: 61.45 })).toBe('+AED 61.45');
    expect(signedAmount({ type: 'debit', amount: 188.5 })).toBe('\u2212AED 188.50');
    expect(signedAmount({ type: 'credit', amount: 0 })).toBe('+AED 0.00');
  });
});
