import { png } from '../../apps/api/src/test/images';
import type { Cluster } from './cluster';
import { call, check, expectStatus, get, sleep } from './http';
import { adminToken } from './shoppers';

/** The instances run with the default: each trusts its last read of the version this long. */
export const CATALOG_VERSION_TTL_MS = 1000;
/** A request and the polling step on top of the TTL, on a busy two-core machine. */
const POLL_MS = 50;
const SLACK_MS = 500;

export interface TestProduct {
  id: string;
  body: Record<string, unknown>;
  image: string;
}

/** Uploads an image and adds a product with it, through `base` with an admin token. */
export async function addProductWithImage(base: string, token: string): Promise<TestProduct> {
  const form = new FormData();
  form.append('productName', 'Cluster Linen Shirt');
  form.append('colorImages', JSON.stringify({ Navy: ['navy-1.png'] }));
  form.append(
    'images',
    new Blob([new Uint8Array(await png(160, 200, '#1d3557'))], { type: 'image/png' }),
    'navy-1.png',
  );
  const upload = expectStatus(
    await call(base, 'POST', '/api/upload-product-images', { token, body: form }),
    200,
    'upload an image',
  );
  const [navy] = (upload.json as { paths: { color: string; keys: string[] }[] }).paths;
  const body = {
    name: 'Cluster Linen Shirt',
    brand: 'Dune & Co',
    price: 149.5,
    originalPrice: 199,
    discount: 25,
    category: 'Shirts',
    description: 'An airy linen shirt for Dubai summers.',
    gender: 'men',
    stock: 40,
    sizes: ['S', 'M', 'L'],
    colors: ['Navy'],
    colorImages: { Navy: navy?.keys ?? [] },
  };
  const added = expectStatus(
    await call(base, 'POST', '/api/admin/products/addProduct', { token, body }),
    201,
    'add a product',
  );
  const product = (added.json as { product: { _id: string; defaultImg: string } }).product;
  return { id: product._id, body, image: product.defaultImg };
}

export async function setPrice(base: string, token: string, product: TestProduct, price: number) {
  expectStatus(
    await call(base, 'PUT', '/api/admin/products/update-product', {
      token,
      body: { ...product.body, _id: product.id, price },
    }),
    200,
    'edit the price',
  );
}

/** The product's price as `base` serves it now. */
export async function priceOn(base: string, id: string, token?: string): Promise<number> {
  const res = await get(base, `/api/catalog/products/${id}`, token);
  return res.status === 200 ? (res.json as { product: { price: number } }).product.price : NaN;
}

/**
 * A product edited through one instance is served new by the others within
 * CATALOG_VERSION_TTL_MS, and the image uploaded through that one is served to them too.
 */
export async function catalogueAcrossInstances(cluster: Cluster): Promise<void> {
  const [a, b, c] = cluster.instances;
  if (!a || !b || !c) throw new Error('three instances expected');
  const token = await adminToken(a.url);
  const product = await addProductWithImage(a.url, token);
  await sleep(CATALOG_VERSION_TTL_MS + SLACK_MS);
  for (const other of [b, c]) {
    check((await priceOn(other.url, product.id)) === 149.5, `${other.name} lacks the new product`);
    const res = await get(other.url, `/api/catalog/products/${product.id}`);
    const image = (res.json as { product: { image?: string; defaultImg?: string } }).product;
    const url = image.defaultImg ?? image.image ?? product.image;
    const media = await get(cluster.cacheUrl, url.startsWith('/') ? url : `/media/${url}`);
    check(
      media.status === 200 && media.headers.get('content-type') === 'image/webp',
      `the image ${url} named by ${other.name} answered ${media.status}`,
    );
  }

  await setPrice(a.url, token, product, 129.5);
  const changed = Date.now();
  const seen = await Promise.all(
    [b, c].map(async (other) => {
      while (Date.now() - changed < CATALOG_VERSION_TTL_MS + SLACK_MS * 4) {
        if ((await priceOn(other.url, product.id)) === 129.5) return Date.now() - changed;
        await sleep(POLL_MS);
      }
      return Infinity;
    }),
  );
  console.log(`  new price on b after ${seen[0]} ms, on c after ${seen[1]} ms`);
  check(
    seen.every((ms) => ms <= CATALOG_VERSION_TTL_MS + SLACK_MS),
    `the new price took ${seen.join(' and ')} ms to reach b and c (TTL ${CATALOG_VERSION_TTL_MS} ms)`,
  );
}
