import { productFormSchema } from '@store/domain';
import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '@store/domain/contract';
import {
  emptyFormState,
  formStateFromProduct,
  hasNewImages,
  OTHER_CATEGORY,
  productPayload,
} from './product-form-state';
import { setCell, shownCells } from './stock-grid';

const product: AdminProduct = {
  _id: '5f1c9a2e-0000-4000-8000-000000000001',
  productid: 'SS-000001',
  name: 'Linen Kandura',
  nameAr: null,
  brand: 'Souq',
  price: 149.5,
  originalPrice: null,
  priceWithVat: 156.98,
  originalPriceWithVat: null,
  inStock: true,
  discount: 10,
  stock: 12,
  variants: [
    { color: 'White', size: 'S', sku: 'SS-000001-WHITE-S', stock: 5 },
    { color: 'White', size: 'M', sku: 'SS-000001-WHITE-M', stock: 4 },
    { color: 'Sand', size: 'S', sku: 'SS-000001-SAND-S', stock: 3 },
    { color: 'Sand', size: 'M', sku: 'KAN-SAND-M', stock: 0 },
  ],
  sizes: ['S', 'M'],
  colors: ['White', 'Sand'],
  colorImages: {
    White: ['/media/products/2026/11/w1.webp', '/media/products/2026/11/w2.webp'],
    Sand: ['/media/products/2026/11/s1.webp'],
  },
  defaultImg: '/media/products/2026/11/w1.webp',
  category: 'Thobes',
  subcategory: null,
  gender: 'men',
  description: 'Light linen.',
  descriptionAr: null,
  createdAt: '2026-11-22T10:00:00.000Z',
};

describe('formStateFromProduct and productPayload', () => {
  it('round-trips a product, its colours in order and an unknown category under Others', () => {
    const state = formStateFromProduct(product);
    expect(state.fields.category).toBe(OTHER_CATEGORY);
    expect(state.fields.customCategory).toBe('Thobes');
    expect(state.fields.originalPrice).toBe('');
    const payload = productPayload(state);
    expect(payload).toMatchObject({
      name: 'Linen Kandura',
      category: 'Thobes',
      price: '149.5',
      originalPrice: null,
      discount: '10',
      colors: ['White', 'Sand'],
      colorImages: product.colorImages,
      defaultImg: '/media/products/2026/11/w1.webp',
    });
    const parsed = productFormSchema.parse(payload);
    expect(parsed.price).toBe(149.5);
    expect(parsed.stock).toBe(12);
    // The grid untouched, the Stock field alone decides, by the server's rules.
    expect(parsed.variants).toBeUndefined();
  });

  it('sends every variant and their total once the owner typed in the grid', () => {
    const state = formStateFromProduct(product);
    const colors = ['White', 'Sand'];
    const shown = shownCells(state.grid, colors, state.sizes, state.fields.stock);
    state.grid = setCell(state.grid, shown, 'Sand', 'M', { stock: '6' });
    const parsed = productFormSchema.parse(productPayload(state));
    expect(parsed.stock).toBe(18);
    expect(parsed.variants?.map((v) => [v.color, v.size, v.sku, v.stock, v.stockWas])).toEqual([
      ['White', 'S', 'SS-000001-WHITE-S', 5, 5],
      ['White', 'M', 'SS-000001-WHITE-M', 4, 4],
      ['Sand', 'S', 'SS-000001-SAND-S', 3, 3],
      ['Sand', 'M', 'KAN-SAND-M', 6, 0],
    ]);
  });

  it('sends the stock field alone while the product has no colour', () => {
    const state = emptyFormState();
    state.fields.stock = '7';
    const payload = productPayload(state);
    expect(payload.stock).toBe('7');
    expect(payload.variants).toBeUndefined();
  });

  it('sends empty optional numbers as null and fails the schema, asking for the required fields', () => {
    const state = emptyFormState();
    const payload = productPayload(state);
    expect(payload.originalPrice).toBeNull();
    expect(payload.discount).toBeNull();
    const result = productFormSchema.safeParse(payload);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please fill in all required fields.');
  });

  it('knows when images wait for upload', () => {
    const state = formStateFromProduct(product);
    expect(hasNewImages(state)).toBe(false);
    state.colors[1]!.images.push({
      id: 'n',
      name: 'n.jpg',
      url: 'blob:n',
      file: new File(['x'], 'n.jpg', { type: 'image/jpeg' }),
    });
    expect(hasNewImages(state)).toBe(true);
  });
});
