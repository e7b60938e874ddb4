import { productFormSchema } from '@store/domain';
import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '../types';
import {
  emptyFormState,
  formStateFromProduct,
  hasNewImages,
  OTHER_CATEGORY,
  productPayload,
} from './product-form-state';

const product: AdminProduct = {
  _id: '5f1c9a2e-0000-4000-8000-000000000001',
  productid: 'SS-000001',
  name: 'Linen Kandura',
  brand: 'Souq',
  price: 149.5,
  originalPrice: null,
  discount: 10,
  stock: 12,
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
  });

  it('sends empty optional numbers as null and fails the schema with the spec message', () => {
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
