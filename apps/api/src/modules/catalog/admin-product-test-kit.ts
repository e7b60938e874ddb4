import type { FastifyInstance } from 'fastify';
import { adminToken } from '#test/admin-token';
import { png } from '#test/images';
import { multipartForm, type FormPart } from '#test/multipart';
import { bearer, registerShopper } from '../auth/test-users';

export interface UploadedColor {
  color: string;
  keys: string[];
  urls: string[];
}

/** Calls of the back office's product screens, made with an admin token. */
export function adminProductKit(app: FastifyInstance) {
  let token: string | undefined;
  const admin = async () => bearer((token ??= await adminToken(app)));
  const shopper = async () => bearer((await registerShopper(app)).token);

  async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
    return app.inject({ method, url, headers: await admin(), ...(payload ? { payload } : {}) });
  }

  /** Uploads files grouped by colour the way the product form does; returns the answer. */
  async function uploadRaw(files: Record<string, { name: string; data: Buffer }[]>) {
    const parts: FormPart[] = [
      { name: 'productName', value: 'Test product' },
      {
        name: 'colorImages',
        value: JSON.stringify(
          Object.fromEntries(
            Object.entries(files).map(([c, list]) => [c, list.map((f) => f.name)]),
          ),
        ),
      },
      ...Object.values(files).flatMap((list) =>
        list.map((f) => ({
          name: 'images',
          filename: f.name,
          contentType: 'image/png',
          data: f.data,
        })),
      ),
    ];
    const form = multipartForm(parts);
    return app.inject({
      method: 'POST',
      url: '/api/upload-product-images',
      headers: { ...(await admin()), ...form.headers },
      payload: form.payload,
    });
  }

  /** Uploads files grouped by colour; returns the paths (and fails the test on anything else). */
  async function upload(files: Record<string, { name: string; data: Buffer }[]>) {
    const res = await uploadRaw(files);
    if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
    return res.json<{ paths: UploadedColor[] }>().paths;
  }

  /** Keys of freshly uploaded images, `count` per colour. */
  async function uploadColors(colors: string[], count = 1) {
    const files = Object.fromEntries(
      await Promise.all(
        colors.map(async (color, c) => [
          color,
          await Promise.all(
            Array.from({ length: count }, async (_, i) => ({
              name: `${color.toLowerCase()}-${i + 1}.png`,
              data: await png(120 + c * 10 + i, 150, ['#1d3557', '#e63946', '#2a9d8f'][i % 3]),
            })),
          ),
        ]),
      ),
    );
    const paths = await upload(files);
    return Object.fromEntries(paths.map((p) => [p.color, p.keys]));
  }

  /** A valid add-product body whose images are real uploads. */
  async function productBody(overrides: Record<string, unknown> = {}) {
    return {
      name: 'Linen Camp Shirt',
      brand: 'Dune & Co',
      price: 149.5,
      originalPrice: 199,
      discount: 25,
      category: 'Shirts',
      description: 'An airy linen shirt for Dubai summers.',
      gender: 'men',
      stock: 12,
      sizes: ['S', 'M', 'L'],
      colors: ['Navy', 'Sand'],
      colorImages: await uploadColors(['Navy', 'Sand'], 2),
      ...overrides,
    };
  }

  async function addProduct(overrides: Record<string, unknown> = {}) {
    const res = await call('POST', '/api/admin/products/addProduct', await productBody(overrides));
    if (res.statusCode !== 201) throw new Error(`addProduct failed: ${res.body}`);
    return res.json<{ product: AdminProduct }>().product;
  }

  return { admin, shopper, call, upload, uploadRaw, uploadColors, productBody, addProduct };
}

export interface AdminProduct {
  _id: string;
  productid: string;
  name: string;
  price: number;
  stock: number;
  colors: string[];
  colorImages: Record<string, string[]>;
  defaultImg: string;
  createdAt: string;
}

/**
 * A product as the original admin client sends it back: it knows nothing of variants, so the
 * `variants` of the answer it loaded are not in its payload.
 */
export function specClient<T extends object>(product: T): Omit<T, 'variants'> {
  const { variants: _variants, ...rest } = product as T & { variants?: unknown };
  return rest;
}
