import { describe, expect, it } from 'vitest';
import { walletPaymentMethod, walletUse } from './wallet';

describe('walletUse', () => {
  it.each([
    [5000, 12000, 5000],
    [12000, 5000, 5000],
    [5000, 5000, 5000],
    [0, 5000, 0],
    [-100, 5000, 0],
    [5000, 0, 0],
  ])('balance %s, total %s -> %s', (balance, total, used) => {
    expect(walletUse(balance, total)).toBe(used);
  });
});

describe('walletPaymentMethod', () => {
  it.each([
    [12000, 5000, 'wallet'],
    [5000, 5000, 'wallet'],
    [4999, 5000, 'wallet_partial'],
    [1, 5000, 'wallet_partial'],
  ] as const)('balance %s, total %s -> %s', (balance, total, method) => {
    expect(walletPaymentMethod(balance, total)).toBe(method);
  });
});
