import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors';
import { OFFER_IMAGE_REQUIRED, addOfferProductId, offerFormSchema } from './offer';

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
    ['productIds not a list', { productIds: 'P1' }, { productIds: 'Product IDs must be a list' }],
  ])('%s', (_name, change, errors) => {
    expect(errorsOf({ ...valid, ...change })).toEqual(errors);
  });
});

describe('addOfferProductId', () => {
  it.each<[string, string[], string, ReturnType<typeof addOfferProductId>]>([
    ['adds a trimmed id', ['P1'], ' P2 ', { ok: true, productIds: ['P1', 'P2'] }],
    ['refuses an empty id', ['P1'], '  ', { ok: false, error: 'Please enter a Product ID.' }],
    ['refuses a duplicate', ['P1'], 'P1 ', { ok: false, error: 'Product ID already added.' }],
  ])('%s', (_name, existing, id, expected) => {
    expect(addOfferProductId(existing, id)).toEqual(expected);
  });

  it('has the image message of the offer form', () => {
    expect(OFFER_IMAGE_REQUIRED).toBe('Please select an image for the offer.');
  });
});
