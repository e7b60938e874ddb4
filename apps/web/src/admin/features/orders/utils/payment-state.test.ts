import { describe, expect, it } from 'vitest';
import { paymentState } from './payment-state';

const order = (status: string, isPaid: boolean) => ({ isPaid, paymentDetails: { status } });

describe('paymentState', () => {
  it.each([
    ['completed', true, 'paid'],
    ['pending', false, 'unpaid'],
    ['partial', false, 'partial'],
    ['failed', false, 'failed'],
    ['refunded', true, 'refunded'],
    ['Refunded', false, 'refunded'],
  ] as const)('reads %s (isPaid %s) as %s', (status, isPaid, expected) => {
    expect(paymentState(order(status, isPaid))).toBe(expected);
  });

  it('falls back on isPaid for a status it does not know', () => {
    expect(paymentState(order('', true))).toBe('paid');
    expect(paymentState(order('disputed', false))).toBe('unpaid');
  });
});
