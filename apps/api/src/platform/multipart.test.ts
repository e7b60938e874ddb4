import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder } from '#test/files';
import { buildTestApp } from '#test/helper';
import { png } from '#test/images';
import { multipartForm, type FormPart } from '#test/multipart';
import { importExportKit } from '../modules/import-export/import-export-test-kit';

const BROKEN_FORM_EN =
  'The form is incomplete or not valid multipart/form-data. Please send it again.';
const BROKEN_FORM_AR =
  'النموذج المرسل غير مكتمل أو ليس بصيغة multipart/form-data صالحة. يرجى إرساله مرة أخرى.';

/** The three routes that read a multipart form, each with a form it reads to its end. */
async function routes(csvHeader: string): Promise<{ url: string; parts: FormPart[] }[]> {
  const image = await png(1200, 800);
  return [
    {
      url: '/api/upload-product-images',
      parts: [
        { name: 'productName', value: 'Linen Shirt' },
        { name: 'colorImages', value: JSON.stringify({ Red: ['red.png'] }) },
        { name: 'images', filename: 'red.png', contentType: 'image/png', data: image },
      ],
    },
    {
      url: '/api/admin/upload/offer',
      parts: [
        { name: 'title', value: 'Summer sale' },
        { name: 'description', value: 'Linen for the heat' },
        { name: 'offerImage', filename: 'banner.png', contentType: 'image/png', data: image },
      ],
    },
    {
      url: '/api/admin/products/import',
      parts: [
        {
          name: 'file',
          filename: 'products.csv',
          contentType: 'text/csv',
          data: Buffer.from(`${csvHeader.trim()}\n${'x,'.repeat(5000)}\n`),
        },
      ],
    },
  ];
}

/** Forms broken the ways a faulty client or an attacker sends them. */
function brokenBodies(parts: FormPart[]) {
  const form = multipartForm(parts);
  const boundary = form.headers['content-type'].split('boundary=')[1] ?? '';
  return {
    'no boundary': { contentType: 'multipart/form-data', payload: form.payload },
    'an empty boundary': { contentType: 'multipart/form-data; boundary=', payload: form.payload },
    'the wrong boundary': {
      contentType: `multipart/form-data; boundary=${boundary}-other`,
      payload: form.payload,
    },
    'a part cut off halfway': {
      contentType: form.headers['content-type'],
      payload: form.payload.subarray(0, Math.floor(form.payload.length * 0.6)),
    },
  };
}

describe('a broken multipart form', () => {
  let app: FastifyInstance;
  let kit: ReturnType<typeof importExportKit>;
  beforeAll(async () => {
    app = await buildTestApp();
    kit = importExportKit(app);
  });
  afterAll(() => app.close());

  /** What a broken form must leave as it was: stored images, offers and the catalogue. */
  async function store() {
    const offers = await app.inject({
      method: 'GET',
      url: '/api/admin/offers',
      headers: await kit.products.admin(),
    });
    return {
      media: await filesUnder(app.config.media.dir),
      waiting: await filesUnder(app.config.media.uploadTmpDir),
      offers: offers.json<{ offers: unknown[] }>().offers.length,
      catalogue: (await kit.exportProducts()).rows.length,
    };
  }

  it('answers 400 with a clear message in English and Arabic on every upload, and changes nothing', async () => {
    const before = await store();
    const answers = [];
    const expected = [];
    for (const route of await routes((await kit.exportProducts()).text)) {
      for (const [broken, body] of Object.entries(brokenBodies(route.parts))) {
        for (const [language, error] of [
          ['en', BROKEN_FORM_EN],
          ['ar', BROKEN_FORM_AR],
        ] as const) {
          const res = await app.inject({
            method: 'POST',
            url: route.url,
            headers: {
              ...(await kit.products.admin()),
              'content-type': body.contentType,
              'accept-language': language,
            },
            payload: body.payload,
          });
          const { code, error: said } = res.json<{ code?: string; error?: string }>();
          answers.push({ route: route.url, broken, language, status: res.statusCode, code, said });
          expected.push({
            route: route.url,
            broken,
            language,
            status: 400,
            code: 'BAD_FORM',
            said: error,
          });
        }
      }
    }
    expect(answers).toEqual(expected);
    expect(await store()).toEqual(before);
  });
});
