import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { adminToken } from '#test/admin-token';
import { fixtureProduct, seedProducts } from '#test/fixtures';

export type FormValue = string | { bytes: Buffer; filename: string; type: string };

/** A real multipart body, encoded the way a browser's FormData is. */
export async function multipartBody(fields: Record<string, FormValue>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([new Uint8Array(value.bytes)], { type: value.type }),
        value.filename,
      );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** A photo-sized PNG, as an admin would pick from their computer. */
export async function photo(width = 1200, height = 800) {
  const bytes = await sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 90 } },
  })
    .png()
    .toBuffer();
  return { bytes, filename: 'summer-banner.png', type: 'image/png' };
}

/** Offer calls with an admin token, and products to list in offers. */
export function offersKit(app: FastifyInstance) {
  let token: Promise<string> | undefined;
  const auth = async () => ({ authorization: `Bearer ${await (token ??= adminToken(app))}` });

  async function upload(fields: Record<string, FormValue>) {
    const { payload, contentType } = await multipartBody(fields);
    return app.inject({
      method: 'POST',
      url: '/api/admin/upload/offer',
      headers: { ...(await auth()), 'content-type': contentType },
      payload,
    });
  }
  const list = async () =>
    app.inject({ method: 'GET', url: '/api/admin/offers', headers: await auth() });
  const update = async (payload: Record<string, unknown>) =>
    app.inject({
      method: 'PUT',
      url: '/api/admin/offers/update-offer',
      headers: await auth(),
      payload,
    });
  const remove = async (offerId: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/offers/delete-offer',
      headers: await auth(),
      payload: { offerId },
    });

  async function products(n: number) {
    const items = Array.from({ length: n }, () => fixtureProduct());
    const ids = await seedProducts(app, items);
    return items.map((p) => ({ ...p, id: ids.get(p.productid) as string }));
  }

  return { upload, list, update, remove, products, auth };
}
