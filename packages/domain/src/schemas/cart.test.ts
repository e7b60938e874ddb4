import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { cartLineSchema, cartRemoveSchema, cartUpdateSchema, productIdSchema } from './cart';
import { fieldErrors } from './errors';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

const valid = { productid: 'p1', quantity: 2, selections: { color: 'Navy', size: 'M' } };

describe('cartLineSchema', () => {
  it('parses and strips the client userid', () => {
    expect(cartLineSchema.parse({ ...valid, userid: 'u9', quantity: '2' })).toEqual(valid);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['missing product', { productid: undefined }, { productid: 'Product id is required' }],
    [
      'overlong product id',
      { productid: 'p'.repeat(129) },
      { productid: 'Product id is required' },
    ],
    [
      'zero quantity',
      { quantity: 0 },
      { quantity: 'Quantity must be a whole number of at least 1' },
    ],
    [
      'missing quantity',
      { quantity: undefined },
      { quantity: 'Quantity must be a whole number of at least 1' },
    ],
    [
      'fractional quantity',
      { quantity: 1.5 },
      { quantity: 'Quantity must be a whole number of at least 1' },
    ],
    [
      'quantity above any stock',
      { quantity: 2_000_000 },
      { quantity: 'Quantity can be at most 1,000,000' },
    ],
    ['missing selections', { selections: undefined }, { selections: 'Please select a size' }],
    ['no size', { selections: { color: 'Navy' } }, { selections: 'Please select a size' }],
    [
      'no colour',
      { selections: { color: ' ', size: 'M' } },
      { selections: 'Please select a color' },
    ],
    ['selections not an object', { selections: 'M' }, { selections: 'Please select a size' }],
  ])('%s', (_name, change, errors) => {
    expect(errorsOf(cartLineSchema, { ...valid, ...change })).toEqual(errors);
  });
});

describe('productIdSchema', () => {
  it.each<[unknown, Record<string, string>]>([
    [{ productid: 'p1' }, {}],
    [{ productid: '' }, { productid: 'Product id is required' }],
    [{}, { productid: 'Product id is required' }],
  ])('%j', (input, errors) => {
    expect(errorsOf(productIdSchema, input)).toEqual(errors);
  });
});

describe('cartRemoveSchema', () => {
  it('keeps the selections when given and strips the userid', () => {
    expect(
      cartRemoveSchema.parse({ productid: ' p1 ', userid: 'u9', selections: valid.selections }),
    ).toEqual({ productid: 'p1', selections: valid.selections });
  });

  it.each([undefined, null, ''])('reads selections %j as every line of the product', (sel) => {
    expect(cartRemoveSchema.parse({ productid: 'p1', selections: sel })).toEqual({
      productid: 'p1',
    });
  });

  it.each<[unknown, Record<string, string>]>([
    [{}, { productid: 'Product id is required' }],
    [{ productid: 'p1', selections: { color: 'Navy' } }, { selections: 'Please select a size' }],
    [{ productid: 'p1', selections: { size: 'M' } }, { selections: 'Please select a color' }],
    [{ productid: 'p1', selections: 'M' }, { selections: 'Please select a size' }],
  ])('%j', (input, errors) => {
    expect(errorsOf(cartRemoveSchema, input)).toEqual(errors);
  });
});

describe('cartUpdateSchema', () => {
  it('parses a quantity with or without selections', () => {
    expect(cartUpdateSchema.parse({ productid: 'p1', quantity: '3' })).toEqual({
      productid: 'p1',
      quantity: 3,
    });
    expect(cartUpdateSchema.parse(valid)).toEqual(valid);
  });

  it.each<[unknown, Record<string, string>]>([
    [{ productid: 'p1' }, { quantity: 'Quantity must be a whole number of at least 1' }],
    [
      { productid: 'p1', quantity: 0 },
      { quantity: 'Quantity must be a whole number of at least 1' },
    ],
    [
      { productid: 'p1', quantity: -2 },
      { quantity: 'Quantity must be a whole number of at least 1' },
    ],
    [
      { productid: 'p1', quantity: 2.5 },
      { quantity: 'Quantity must be a whole number of at least 1' },
    ],
    [{ quantity: 2 }, { productid: 'Product id is required' }],
    [
      { productid: 'p1', quantity: 2, selections: { size: 'M', color: '' } },
      { selections: 'Please select a color' },
    ],
  ])('%j', (input, errors) => {
    expect(errorsOf(cartUpdateSchema, input)).toEqual(errors);
  });
});
