import { describe, expect, it } from 'vitest';

import { checkReturn, EMPTY_RETURN } from './return-form';

const ORDER = '7d1e6f0a-1111-4c3b-9a5e-0e0c7b1a2b3c';
const ITEM = '2b9f1c3d-2222-4d5e-8f6a-1b2c3d4e5f60';

describe('checkReturn', () => {
  it('asks for a return type when none is chosen', () => {
    const result = checkReturn(EMPTY_RETURN, ORDER, ITEM);
    expect(result).toEqual({ ok: false, errors: { returntype: 'Please select a return type' } });
  });

  it('asks for free text with Other reason, and only then', () => {
    const other = { ...EMPTY_RETURN, reason: 'Other reason', returntype: 'replacement' };
    expect(checkReturn(other, ORDER, ITEM)).toEqual({
      ok: false,
      errors: { otherReason: 'Please specify your reason' },
    });
    expect(checkReturn({ ...other, otherReason: '   ' }, ORDER, ITEM).ok).toBe(false);
    const given = checkReturn({ ...other, otherReason: 'Colour looks different' }, ORDER, ITEM);
    expect(given.ok && given.input.otherReason).toBe('Colour looks different');
  });

  it('drops free text typed before switching away from Other reason', () => {
    const values = {
      ...EMPTY_RETURN,
      reason: 'Product damaged',
      otherReason: 'left over',
      returntype: 'save_to_wallet',
      quantity: 2,
    };
    const result = checkReturn(values, ORDER, ITEM);
    expect(result).toEqual({
      ok: true,
      input: {
        orderid: ORDER,
        productid: ITEM,
        reason: 'Product damaged',
        returntype: 'save_to_wallet',
        quantity: 2,
      },
    });
  });
});
