import { describe, expect, it } from 'vitest';
import { basisOfProduct, NEW_PRODUCT_BASIS, type DiscountBasis } from './live-discount';
import { emptyFormState, withFieldsEdited, type ProductFields } from './product-form-state';

/** The Discount field after each edit, typed one after another into a form. */
function discountsAfter(
  start: Partial<ProductFields>,
  basis: DiscountBasis,
  edits: Partial<ProductFields>[],
): string[] {
  let state = {
    ...emptyFormState(),
    fields: { ...emptyFormState().fields, ...start },
    discountBasis: basis,
  };
  return edits.map((edit) => {
    state = withFieldsEdited(state, edit);
    return state.fields.discount;
  });
}

// 99.00 of 129.00 is 23 % off (23.26, rounded).
const saved = { price: 99, originalPrice: 129, discount: 23 };
const savedFields = { price: '99', originalPrice: '129', discount: '23' };

describe('the Discount field as the owner types the prices', () => {
  it.each<[string, Partial<ProductFields>, DiscountBasis, Partial<ProductFields>[], string[]]>([
    [
      'a new product: the discount the prices give, keystroke by keystroke',
      {},
      NEW_PRODUCT_BASIS,
      [
        { price: '80' },
        { originalPrice: '1' },
        { originalPrice: '10' },
        { originalPrice: '100' },
        { price: '75' },
      ],
      ['', '', '', '20', '25'],
    ],
    [
      'a saved discount worked out from its prices follows them',
      savedFields,
      basisOfProduct(saved),
      [{ price: '89' }, { originalPrice: '150' }, { price: '200' }],
      ['31', '41', ''],
    ],
    [
      'a price cleared to type another: the field waits, then follows',
      savedFields,
      basisOfProduct(saved),
      [{ price: '' }, { price: '6' }, { price: '64.5' }],
      ['23', '95', '50'],
    ],
    [
      'a discount the owner typed stays whatever the prices',
      savedFields,
      basisOfProduct(saved),
      [{ discount: '15' }, { price: '89' }, { originalPrice: '200' }],
      ['15', '15', '15'],
    ],
    [
      "a saved discount of the owner's own (the prices never gave it) stays",
      { price: '149.5', originalPrice: '', discount: '10' },
      basisOfProduct({ price: 149.5, originalPrice: null, discount: 10 }),
      [{ price: '139' }, { originalPrice: '160' }],
      ['10', '10'],
    ],
    [
      'the owner clears a typed discount: it follows the prices again',
      savedFields,
      basisOfProduct(saved),
      [{ discount: '15' }, { discount: '' }, { price: '89' }],
      ['15', '', '31'],
    ],
    [
      'other fields leave it alone',
      savedFields,
      basisOfProduct(saved),
      [{ name: 'Linen Kandura' }, { stock: '4' }],
      ['23', '23'],
    ],
  ])('%s', (_name, start, basis, edits, expected) => {
    expect(discountsAfter(start, basis, edits)).toEqual(expected);
  });
});
