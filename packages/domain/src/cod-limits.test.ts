import { describe, expect, it } from 'vitest';
import {
  COD_MAX_DUE_FILS,
  COD_MAX_OPEN_ORDERS,
  COD_MAX_UNITS_PER_PRODUCT,
  exceedsCodLimits,
  type CodExposure,
} from './cod-limits';

const none: CodExposure = { orders: 0, dueFils: 0, units: new Map() };
const order = (dueFils: number, units: Record<string, number>): CodExposure => ({
  orders: 1,
  dueFils,
  units: new Map(Object.entries(units)),
});

describe('exceedsCodLimits', () => {
  it('lets a first order within every cap through', () => {
    expect(exceedsCodLimits(none, order(10_500, { p1: 2 }))).toBe(false);
  });

  it.each<[string, CodExposure, CodExposure, boolean]>([
    [
      'the last allowed order',
      { orders: COD_MAX_OPEN_ORDERS - 1, dueFils: 0, units: new Map() },
      order(100, { p1: 1 }),
      false,
    ],
    [
      'one order too many',
      { orders: COD_MAX_OPEN_ORDERS, dueFils: 0, units: new Map() },
      order(100, { p1: 1 }),
      true,
    ],
    ['exactly the cash cap', none, order(COD_MAX_DUE_FILS, { p1: 1 }), false],
    ['one fil over the cash cap', order(1, {}), order(COD_MAX_DUE_FILS, { p1: 1 }), true],
    [
      'exactly the units of one product',
      none,
      order(100, { p1: COD_MAX_UNITS_PER_PRODUCT }),
      false,
    ],
    [
      'units of one product over two orders',
      order(100, { p1: COD_MAX_UNITS_PER_PRODUCT - 1 }),
      order(100, { p1: 2 }),
      true,
    ],
    [
      'many units spread over products',
      order(100, { p1: COD_MAX_UNITS_PER_PRODUCT }),
      order(100, { p2: COD_MAX_UNITS_PER_PRODUCT }),
      false,
    ],
  ])('%s', (_name, open, next, exceeds) => {
    expect(exceedsCodLimits(open, next)).toBe(exceeds);
  });
});
