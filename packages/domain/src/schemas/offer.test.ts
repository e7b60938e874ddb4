import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors';
import {
  OFFER_IMAGE_REQUIRED,
  addOfferProductId,
  offerFormSchema,
  offerUpdateSchema,
  offerUploadModeSchema,
} from './offer';

function errorsOf(input: unknown): Record<string, string> {
  const result = offerFormSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

const valid = { title: 'Summer Sale', description: 'Light fabrics for hot days' };

describe('offerFormSchema', () => {
  it('parses, trimming and dropping an empty discount text', () => {
    expect(
      offerFormSchema.parse({
        title: ' Summer Sale ',
        description: 'Light fabrics for hot days',
        discountText: '',
        s3Key: 'x',
      }),
    ).toEqual({ ...valid, productIds: [] });
  });

  it.each<[string, unknown, string[]]>([
    ['an array', ['P1', ' P2 '], ['P1', 'P2']],
    ['a JSON string from multipart', '["P1","P2"]', ['P1', 'P2']],
    ['an empty string', '', []],
    ['null', null, []],
  ])('reads productIds from %s', (_name, productIds, expected) => {
    expect(offerFormSchema.parse({ ...valid, productIds }).productIds).toEqual(expected);
  });

  it.each<[string, unknown, string | undefined]>([
    ['left out: the link stays as stored', undefined, undefined],
    ['blank: unlinked', '  ', ''],
    ['null: unlinked', null, ''],
    [
      'an id, trimmed',
      ' 7b0c2f6e-1d4a-4c3b-9a51-2f0e8d6c4b1a ',
      '7b0c2f6e-1d4a-4c3b-9a51-2f0e8d6c4b1a',
    ],
  ])('reads promotionId %s', (_name, promotionId, expected) => {
    expect(offerFormSchema.parse({ ...valid, promotionId }).promotionId).toBe(expected);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['missing title', { title: undefined }, { title: 'Title is required' }],
    ['blank title', { title: '  ' }, { title: 'Title is required' }],
    ['missing description', { description: '' }, { description: 'Description is required' }],
    ['with discount text', { discountText: 'Up to 40% OFF' }, {}],
    ['blank product id', { productIds: ['P1', ' '] }, { productIds: 'Please enter a Product ID.' }],
    [
      'duplicate product id',
      { productIds: ['P1', 'P1'] },
      { productIds: 'Product ID already added.' },
    ],
    [
      'duplicate product id in another case',
      { productIds: ['DM-0001', 'dm-0001'] },
      { productIds: 'Product ID already added.' },
    ],
    ['productIds not a list', { productIds: 'P1' }, { productIds: 'Product IDs must be a list' }],
    [
      'promotionId not text',
      { promotionId: 42 },
      { promotionId: 'Linked promotion must be a promotion id' },
    ],
    [
      'promotionId too long',
      { promotionId: 'x'.repeat(129) },
      { promotionId: 'Linked promotion must be a promotion id' },
    ],
    [
      'too many products',
      { productIds: Array.from({ length: 201 }, (_, i) => `P${i}`) },
      { productIds: 'An offer lists at most 200 products' },
    ],
  ])('%s', (_name, change, errors) => {
    expect(errorsOf({ ...valid, ...change })).toEqual(errors);
  });
});

describe('addOfferProductId', () => {
  it.each<[string, string[], string, ReturnType<typeof addOfferProductId>]>([
    ['adds a trimmed id', ['P1'], ' P2 ', { ok: true, productIds: ['P1', 'P2'] }],
    ['refuses an empty id', ['P1'], '  ', { ok: false, error: 'Please enter a Product ID.' }],
    ['refuses a duplicate', ['P1'], 'P1 ', { ok: false, error: 'Product ID already added.' }],
    [
      'refuses a duplicate in another case',
      ['DM-0001'],
      'dm-0001',
      { ok: false, error: 'Product ID already added.' },
    ],
  ])('%s', (_name, existing, id, expected) => {
    expect(addOfferProductId(existing, id)).toEqual(expected);
  });

  it('has the image message of the offer form', () => {
    expect(OFFER_IMAGE_REQUIRED).toBe('Please select an image for the offer.');
  });
});

describe('offerUpdateSchema', () => {
  it('needs the offer id and keeps an uploaded image key', () => {
    expect(
      offerUpdateSchema.parse({ ...valid, offerId: ' o1 ', productIds: '["P1"]', s3Key: 'k' }),
    ).toEqual({ ...valid, offerId: 'o1', productIds: ['P1'], s3Key: 'k' });
    const missing = offerUpdateSchema.safeParse(valid);
    expect(missing.success ? {} : fieldErrors(missing.error)).toEqual({
      offerId: 'Offer id is required',
    });
  });
});

describe('offerUploadModeSchema', () => {
  it.each([
    ['true', true],
    [true, true],
    ['false', false],
    [undefined, false],
  ])('isUpdate %j -> %s', (isUpdate, expected) => {
    expect(offerUploadModeSchema.parse({ isUpdate }).isUpdate).toBe(expected);
  });
});
