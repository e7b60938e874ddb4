import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors';
import { assignUploadedFiles, uploadFieldsSchema, type UploadFields } from './upload';

describe('uploadFieldsSchema', () => {
  it('parses the JSON fields of the multipart form', () => {
    expect(
      uploadFieldsSchema.parse({
        productName: ' Linen Shirt ',
        colorImages: JSON.stringify({ Navy: ['a.jpg', 'b.jpg'] }),
        imageOrder: JSON.stringify({
          Navy: [
            { name: 'b.jpg', order: 0, isNew: true },
            { name: 'a.jpg', order: 1, isNew: true },
          ],
        }),
      }),
    ).toEqual({
      productName: 'Linen Shirt',
      colorImages: { Navy: ['a.jpg', 'b.jpg'] },
      imageOrder: {
        Navy: [
          { name: 'b.jpg', order: 0, isNew: true },
          { name: 'a.jpg', order: 1, isNew: true },
        ],
      },
    });
  });

  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{ productName: '' }, { productName: 'Product name is required' }],
    [{ productName: undefined }, { productName: 'Product name is required' }],
    [{ colorImages: '{not json' }, { colorImages: 'Images must be grouped by color' }],
    [{ colorImages: '["a.jpg"]' }, { colorImages: 'Images must be grouped by color' }],
    [{ colorImages: '{"Navy":"a.jpg"}' }, { colorImages: 'Images must be grouped by color' }],
    [{ imageOrder: '{"Navy":[{"name":"a.jpg"}]}' }, { imageOrder: 'Invalid image order' }],
  ])('%j -> %j', (change, errors) => {
    const result = uploadFieldsSchema.safeParse({
      productName: 'Shirt',
      colorImages: '{"Navy":["a.jpg"]}',
      ...change,
    });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual(errors);
  });
});

describe('assignUploadedFiles', () => {
  const fields = (
    colorImages: UploadFields['colorImages'],
    imageOrder?: UploadFields['imageOrder'],
  ) => ({
    colorImages,
    imageOrder,
  });

  it('groups files by colour in the listed order', () => {
    expect(
      assignUploadedFiles(fields({ Navy: ['n1.jpg', 'n2.jpg'], White: ['w.jpg'] }), [
        'w.jpg',
        'n2.jpg',
        'n1.jpg',
      ]),
    ).toEqual({
      ok: true,
      colors: [
        { color: 'Navy', files: [2, 1] },
        { color: 'White', files: [0] },
      ],
    });
  });

  it('gives the nth file of a name to the nth colour listing it', () => {
    expect(
      assignUploadedFiles(fields({ Navy: ['IMG_1.jpg'], White: ['IMG_1.jpg'] }), [
        'IMG_1.jpg',
        'IMG_1.jpg',
      ]),
    ).toEqual({
      ok: true,
      colors: [
        { color: 'Navy', files: [0] },
        { color: 'White', files: [1] },
      ],
    });
  });

  it('sorts new files by their place in imageOrder, saved images ignored', () => {
    const result = assignUploadedFiles(
      fields(
        { Navy: ['a.jpg', 'b.jpg', 'c.jpg'] },
        {
          Navy: [
            { name: 'c.jpg', order: 0, isNew: true },
            { name: 'saved.webp', order: 1, isNew: false },
            { name: 'a.jpg', order: 2, isNew: true },
          ],
        },
      ),
      ['a.jpg', 'b.jpg', 'c.jpg'],
    );
    // b.jpg has no place in imageOrder and goes last.
    expect(result).toEqual({ ok: true, colors: [{ color: 'Navy', files: [2, 0, 1] }] });
  });

  it('refuses a listed name that no file carries', () => {
    expect(assignUploadedFiles(fields({ Navy: ['a.jpg', 'b.jpg'] }), ['a.jpg'])).toEqual({
      ok: false,
      error: 'No file was sent for b.jpg',
    });
  });

  it('refuses a file that no colour lists', () => {
    expect(assignUploadedFiles(fields({ Navy: ['a.jpg'] }), ['a.jpg', 'x.jpg'])).toEqual({
      ok: false,
      error: 'x.jpg is not listed under a color',
    });
  });
});
