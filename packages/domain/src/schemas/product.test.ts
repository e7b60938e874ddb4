import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors';
import {
  PRODUCT_IMAGE_REQUIRED,
  productDeleteSchema,
  productFormSchema,
  productImageRemovalSchema,
  productTargetSchema,
  stockAfterEdit,
} from './product';

const REQUIRED = 'Please fill in all required fields.';

const valid = {
  name: 'Linen Shirt',
  brand: 'Souk & Co',
  price: 149.5,
  category: 'Shirts',
  description: 'A light linen shirt for summer.',
  gender: 'men',
  stock: 12,
  colorImages: { Navy: ['products/linen-navy-1.webp'] },
};

function errorsOf(input: unknown): Record<string, string> {
  const result = productFormSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('productFormSchema', () => {
  it('parses a minimal product with defaults', () => {
    expect(productFormSchema.parse(valid)).toEqual({
      ...valid,
      originalPrice: null,
      discount: null,
      sizes: ['One Size'],
      colors: ['Navy'],
    });
  });

  it('normalizes form values and strips unknown keys', () => {
    expect(
      productFormSchema.parse({
        ...valid,
        name: ' Linen Shirt ',
        price: '149.50',
        originalPrice: '199',
        discount: '25',
        gender: 'Others',
        stock: '7',
        subcategory: ' ',
        sizes: [' S ', 'M'],
        colors: ['White', 'Navy'],
        colorImages: { Navy: ['n1.webp'], White: ['w1.webp', 'w2.webp'] },
        createdAt: 'yesterday',
      }),
    ).toEqual({
      name: 'Linen Shirt',
      brand: 'Souk & Co',
      price: 149.5,
      originalPrice: 199,
      discount: 25,
      category: 'Shirts',
      description: 'A light linen shirt for summer.',
      gender: 'others',
      stock: 7,
      sizes: ['S', 'M'],
      colors: ['White', 'Navy'],
      colorImages: { Navy: ['n1.webp'], White: ['w1.webp', 'w2.webp'] },
    });
  });

  it('appends colours that only appear in colorImages, keeping the given order first', () => {
    const parsed = productFormSchema.parse({
      ...valid,
      colors: ['black'],
      colorImages: { Black: ['b.webp'], Olive: ['o.webp'] },
    });
    expect(parsed.colors).toEqual(['black', 'Olive']);
  });

  it.each<[string, unknown, number | null]>([
    ['empty text', '', null],
    ['null', null, null],
    ['absent', undefined, null],
    ['number', 199.99, 199.99],
    ['numeric text', ' 220 ', 220],
    ['the price itself', 149.5, 149.5],
  ])('original price from %s', (_name, originalPrice, expected) => {
    expect(productFormSchema.parse({ ...valid, originalPrice }).originalPrice).toBe(expected);
  });

  it.each<[string, unknown, number]>([
    ['text', 'abc', 0],
    ['empty text', '', 0],
    ['absent', undefined, 0],
    ['null', null, 0],
    ['zero', 0, 0],
    ['numeric text', '15', 15],
  ])('stock from %s', (_name, stock, expected) => {
    expect(productFormSchema.parse({ ...valid, stock }).stock).toBe(expected);
  });

  it.each<[string, unknown]>([
    ['absent', undefined],
    ['empty list', []],
  ])('sizes default to One Size when %s', (_name, sizes) => {
    expect(productFormSchema.parse({ ...valid, sizes }).sizes).toEqual(['One Size']);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['missing name', { name: undefined }, { name: REQUIRED }],
    ['blank brand', { brand: '  ' }, { brand: REQUIRED }],
    ['missing price', { price: undefined }, { price: REQUIRED }],
    ['empty price', { price: '' }, { price: REQUIRED }],
    ['price text', { price: 'cheap' }, { price: REQUIRED }],
    ['negative price', { price: -1 }, { price: 'Price cannot be negative' }],
    ['price with 3 decimals', { price: 19.999 }, { price: 'Price can have at most 2 decimals' }],
    [
      'price too high',
      { price: 100_000.01 },
      { price: 'Price cannot be more than AED 100,000.00' },
    ],
    ['price 1e308', { price: 1e308 }, { price: 'Price cannot be more than AED 100,000.00' }],
    [
      'original price too high',
      { originalPrice: '21474837' },
      { originalPrice: 'Original price cannot be more than AED 100,000.00' },
    ],
    ['missing category', { category: '' }, { category: 'Please select or enter a category.' }],
    ['missing description', { description: undefined }, { description: REQUIRED }],
    ['missing gender', { gender: undefined }, { gender: REQUIRED }],
    ['unknown gender', { gender: 'unisex' }, { gender: REQUIRED }],
    [
      'negative original price',
      { originalPrice: -5 },
      { originalPrice: 'Original price cannot be negative' },
    ],
    [
      'original price text',
      { originalPrice: 'abc' },
      { originalPrice: 'Original price must be a number' },
    ],
    ['discount below 0', { discount: -1 }, { discount: 'Discount must be between 0 and 100' }],
    ['discount above 100', { discount: 101 }, { discount: 'Discount must be between 0 and 100' }],
    ['discount text', { discount: 'half' }, { discount: 'Discount must be between 0 and 100' }],
    ['fractional discount', { discount: '12.5' }, { discount: 'Discount must be a whole number' }],
    [
      'original price below the price',
      { originalPrice: 149.49 },
      { originalPrice: 'Original price cannot be lower than the price' },
    ],
    ['negative stock', { stock: -1 }, { stock: 'Stock cannot be negative' }],
    ['fractional stock', { stock: 2.5 }, { stock: 'Stock must be a whole number' }],
    ['stock too high', { stock: 1_000_001 }, { stock: 'Stock cannot be more than 1,000,000' }],
    ['empty size', { sizes: ['M', ' '] }, { sizes: 'Size cannot be empty' }],
    ['duplicate size', { sizes: ['M', 'm'] }, { sizes: 'Size already exists!' }],
    ['duplicate colour', { colors: ['Navy', 'navy'] }, { colors: 'Color already exists!' }],
    ['empty colour', { colors: [''] }, { colors: 'Color cannot be empty' }],
    ['no colorImages', { colorImages: undefined }, { colorImages: PRODUCT_IMAGE_REQUIRED }],
    ['empty colorImages', { colorImages: {} }, { colorImages: PRODUCT_IMAGE_REQUIRED }],
    [
      'colours without images',
      { colorImages: { Navy: [], White: [] } },
      { colorImages: PRODUCT_IMAGE_REQUIRED },
    ],
    [
      'a listed colour without images',
      { colors: ['Navy', 'White'] },
      { colorImages: PRODUCT_IMAGE_REQUIRED },
    ],
    [
      'a colour whose list is empty',
      { colorImages: { Navy: ['n.webp'], White: [] } },
      { colorImages: PRODUCT_IMAGE_REQUIRED },
    ],
    [
      'the same colour twice in colorImages',
      { colorImages: { Navy: ['a.webp'], navy: ['b.webp'] } },
      { colorImages: 'Color already exists!' },
    ],
    [
      'too many colours',
      {
        colorImages: Object.fromEntries(
          Array.from({ length: 31 }, (_, i) => [`Colour ${i}`, [`c${i}.webp`]]),
        ),
      },
      { colorImages: 'A product can have at most 30 colors' },
    ],
    [
      'too many images in a colour',
      { colorImages: { Navy: Array.from({ length: 21 }, (_, i) => `n${i}.webp`) } },
      { colorImages: 'A color can have at most 20 images' },
    ],
    [
      'blank image URL',
      { colorImages: { Navy: [' '] } },
      { colorImages: 'Image URL cannot be empty' },
    ],
    [
      'images not a list',
      { colorImages: { Navy: 'n.webp' } },
      { colorImages: 'Images must be a list per color' },
    ],
  ])('%s', (_name, change, errors) => {
    expect(errorsOf({ ...valid, ...change })).toEqual(errors);
  });

  it.each<[string, Record<string, unknown>]>([
    ['price 0', { price: 0 }],
    ['price at the maximum', { price: 100_000, originalPrice: 100_000 }],
    ['stock at the maximum', { stock: 1_000_000 }],
    ['price with 2 decimals', { price: 19.99 }],
    ['discount 0', { discount: 0 }],
    ['discount 100', { discount: 100 }],
    ['empty discount', { discount: '' }],
    ['stock 0', { stock: 0 }],
  ])('accepts %s', (_name, change) => {
    expect(errorsOf({ ...valid, ...change })).toEqual({});
  });

  it('keys images by the spelling in colors, keeping that order', () => {
    const parsed = productFormSchema.parse({
      ...valid,
      colors: ['white', 'navy'],
      colorImages: { Navy: ['n.webp'], White: ['w1.webp', 'w2.webp'] },
    });
    expect(parsed.colors).toEqual(['white', 'navy']);
    expect(parsed.colorImages).toEqual({ white: ['w1.webp', 'w2.webp'], navy: ['n.webp'] });
  });

  it('reports the missing image together with other field errors', () => {
    expect(errorsOf({ ...valid, name: '', price: -1, colorImages: {} })).toEqual({
      name: REQUIRED,
      price: 'Price cannot be negative',
      colorImages: PRODUCT_IMAGE_REQUIRED,
    });
  });
});

describe('productTargetSchema', () => {
  it.each<[unknown, string]>([
    [{ _id: ' 6f1c ' }, '6f1c'],
    [{ productid: 'SS-1' }, 'SS-1'],
    [{ _id: 'a', productid: 'b' }, 'a'],
  ])('%j names %s', (input, id) => {
    expect(productTargetSchema.parse(input)).toBe(id);
  });

  it.each<unknown>([
    {},
    { _id: ' ' },
    { productid: 'x'.repeat(129) },
    { _id: 7 },
    { productid: 'SS-1; DROP' },
  ])('refuses %j with Invalid product ID', (input) => {
    const result = productTargetSchema.safeParse(input);
    expect(result.success ? null : result.error.issues[0]?.message).toBe('Invalid product ID');
  });
});

describe('productDeleteSchema', () => {
  it.each<unknown>([
    {},
    { productId: '' },
    { productId: null },
    { productId: ['a'] },
    { productId: '../../etc' },
    { productId: 'a b' },
    { productId: { $ne: null } },
  ])('refuses %j with Invalid product ID', (input) => {
    const result = productDeleteSchema.safeParse(input);
    expect(result.success ? null : result.error.issues[0]?.message).toBe('Invalid product ID');
  });
});

describe('productImageRemovalSchema', () => {
  it('reads a position sent as text', () => {
    expect(
      productImageRemovalSchema.parse({ productId: 'p', color: ' Navy ', position: '1' }),
    ).toEqual({ productId: 'p', color: 'Navy', position: 1 });
  });

  it.each<[Record<string, unknown>, string]>([
    [{ productId: '' }, 'Invalid product ID'],
    [{ color: '' }, 'Color is required'],
    [{ position: -1 }, 'Invalid image position'],
    [{ position: 1.5 }, 'Invalid image position'],
    [{ position: 'first' }, 'Invalid image position'],
  ])('%j -> %s', (change, message) => {
    const result = productImageRemovalSchema.safeParse({
      productId: 'p',
      color: 'Navy',
      position: 0,
      ...change,
    });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });
});

describe('stockAfterEdit', () => {
  it.each([
    ['no stock the form loaded: as typed', { current: 9, entered: 12, stockWas: undefined }, 12],
    ['untouched field: sales meanwhile stay', { current: 9, entered: 12, stockWas: 12 }, 9],
    ['8 added: on top of what is left', { current: 9, entered: 20, stockWas: 12 }, 17],
    ['a cancel meanwhile: its units stay back', { current: 14, entered: 12, stockWas: 12 }, 14],
    ['more taken off than is left: zero', { current: 2, entered: 0, stockWas: 12 }, 0],
  ])('%s', (_name, edit, expected) => {
    expect(stockAfterEdit(edit)).toBe(expected);
  });
});

describe('productFormSchema variants', () => {
  it("takes variants in the product's spelling of colour and size", () => {
    const parsed = productFormSchema.parse({
      ...valid,
      sizes: ['S', 'M'],
      variants: [{ color: 'navy', size: 'm', sku: 'LS-NAVY-M', stock: '3' }],
    });
    expect(parsed.variants).toEqual([
      { color: 'Navy', size: 'M', sku: 'LS-NAVY-M', stock: 3, stockWas: undefined },
    ]);
  });

  it('names a variant colour the product does not have', () => {
    expect(
      errorsOf({ ...valid, variants: [{ color: 'Purple', size: 'One Size', stock: 1 }] }),
    ).toEqual({ variants: "Color 'Purple' is not one of this product's colors" });
  });
});
