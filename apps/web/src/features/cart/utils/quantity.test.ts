import { describe, expect, it } from 'vitest';

import { lineShortfall, quantityStep } from './quantity';

describe('quantityStep', () => {
  it.each([
    [1, 1, 5, { kind: 'set', quantity: 2 }],
    [2, -1, 5, { kind: 'set', quantity: 1 }],
    [1, -1, 5, { kind: 'ignore' }],
    [5, 1, 5, { kind: 'at-stock', stock: 5 }],
    [3, 1, 2, { kind: 'at-stock', stock: 2 }],
    // Stock fell below the line's quantity: minus still brings it down.
    [3, -1, 2, { kind: 'set', quantity: 2 }],
    [1, 1, 0, { kind: 'at-stock', stock: 0 }],
  ] as const)('%i %+i with stock %i', (current, delta, stock, expected) => {
    expect(quantityStep(current, delta, stock)).toEqual(expected);
  });
});

describe('lineShortfall', () => {
  it.each([
    [2, 5, null],
    [2, 2, null],
    [2, 1, 'short'],
    [1, 0, 'sold-out'],
    [3, -1, 'sold-out'],
  ] as const)('%i in the bag, %i in stock: %s', (quantity, stock, expected) => {
    expect(lineShortfall(quantity, stock)).toBe(expected);
  });
});
