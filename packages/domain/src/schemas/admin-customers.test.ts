import { describe, expect, it } from 'vitest';
import { adminCustomerParamsSchema, walletAdjustmentSchema } from './admin-customers';

const ID = '3F1C6A0E-8A4B-4C2D-9E5F-0A1B2C3D4E5F';

describe('adminCustomerParamsSchema', () => {
  it('takes a uuid in any case and nothing else', () => {
    expect(adminCustomerParamsSchema.parse({ id: ID })).toEqual({ id: ID.toLowerCase() });
    for (const id of ['SH-1234', '', `${ID}x`, 'x'.repeat(10_000)]) {
      expect(adminCustomerParamsSchema.safeParse({ id }).success).toBe(false);
    }
  });
});

describe('walletAdjustmentSchema', () => {
  const valid = {
    type: 'Debit',
    amount: 25.5,
    reason: '  Goodwill  ',
    idempotencyKey: 'a'.repeat(32),
  };

  it('keeps the canonical type and the trimmed reason', () => {
    expect(walletAdjustmentSchema.parse(valid)).toEqual({
      type: 'debit',
      amount: 25.5,
      reason: 'Goodwill',
      idempotencyKey: 'a'.repeat(32),
    });
  });

  it('refuses a key with other characters or out of length', () => {
    for (const idempotencyKey of ['a'.repeat(7), 'a'.repeat(65), 'abc def ghi', 'key\u0000key1']) {
      expect(walletAdjustmentSchema.safeParse({ ...valid, idempotencyKey }).success).toBe(false);
    }
  });
});
