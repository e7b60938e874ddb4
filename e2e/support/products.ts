import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { png } from '../../apps/api/src/test/images';
import { adminApiInPage } from './admin';

/** A product as the shop owner types it into Add Product. */
export type ProductDraft = {
  name: string;
  brand: string;
  price: string;
  stock: string;
  category: string;
  gender: string;
  description: string;
  sizes: string[];
  /** Colours in order, each with the image files to pick for it. */
  colors: { name: string; files: string[] }[];
};

/** Writes solid-colour PNG photos to a fresh folder (the shop owner's disk); answers paths. */
export async function photosOnDisk(names: Record<string, string>): Promise<Record<string, string>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'store-e2e-photos-'));
  const paths: Record<string, string> = {};
  for (const [name, background] of Object.entries(names)) {
    const file = path.join(dir, name);
    await writeFile(file, await png(320, 400, background));
    paths[name] = file;
  }
  return paths;
}

/** A name no other run uses, so the journey finds only its own product. */
export const uniqueName = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Fills Add Product's fields, tags and images (the uploader is per colour). */
export async function fillProductForm(page: Page, draft: ProductDraft) {
  await page.getByLabel('Product name').fill(draft.name);
  await page.getByLabel('Brand').fill(draft.brand);
  await page.getByLabel('Price (AED)', { exact: true }).fill(draft.price);
  await page.getByLabel('Stock').fill(draft.stock);
  await page.getByLabel('Category', { exact: true }).selectOption(draft.category);
  await page.getByLabel('Gender').selectOption(draft.gender);
  await page.getByLabel('Description').fill(draft.description);
  const size = page.getByLabel('New size');
  for (const s of draft.sizes) {
    await size.fill(s);
    await size.press('Enter');
  }
  const color = page.getByLabel('New color');
  for (const c of draft.colors) {
    await color.fill(c.name);
    await color.press('Enter');
    await page.getByLabel(`Add images for ${c.name}`).setInputFiles(c.files);
  }
}

/** Adds a product through the console and answers its productid from Manage Product. */
export async function addProductInConsole(page: Page, draft: ProductDraft): Promise<string> {
  await page.goto('/admin/products/add');
  await page.getByRole('heading', { level: 1, name: 'Add Product' }).waitFor();
  await fillProductForm(page, draft);
  await page.getByRole('button', { name: 'Add Product', exact: true }).click();
  await page.getByText('Product added successfully!').waitFor();
  await page.waitForURL((url) => url.pathname === '/admin/products/manage');
  return productIdInTable(page, draft.name);
}

/** Searches Manage Product for a name and answers the product id of its row. */
export async function productIdInTable(page: Page, name: string): Promise<string> {
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
  const row = page.getByRole('table', { name: 'Products, newest first' }).locator('tbody tr', {
    has: page.getByRole('rowheader', { name: new RegExp(name) }),
  });
  await row.first().waitFor();
  // By its column's label: the row also has a checkbox and a number before it.
  return (await row.first().locator('td[data-label="Product id"]').innerText()).trim();
}

/** A product as the API answers it, with its stock per colour and size. */
export type StockedProduct = Record<string, unknown> & {
  _id: string;
  productid: string;
  name: string;
  stock: number;
  sizes: string[];
  colors: string[];
  variants: { color: string; size: string; sku: string; stock: number }[];
};

/** The storefront's answer for one product, from any page of the store. */
export async function productAnswer(page: Page, productid: string): Promise<StockedProduct> {
  const { body } = await adminApiInPage<{ product: StockedProduct }>(
    page,
    `/catalog/products/${productid}`,
  );
  return body.product;
}

/**
 * Sets every colour × size of a product through the console's own update call (the page must
 * be signed in to the console) and answers the product as the server saved it.
 */
export async function setVariantStock(
  page: Page,
  productid: string,
  stockOf: (color: string, size: string) => number,
): Promise<StockedProduct> {
  const product = await productAnswer(page, productid);
  const variants = product.colors.flatMap((color) =>
    product.sizes.map((size) => ({ color, size, stock: stockOf(color, size) })),
  );
  const stock = variants.reduce((sum, v) => sum + v.stock, 0);
  const saved = await adminApiInPage<{ product: StockedProduct; error?: string }>(
    page,
    '/admin/products/update-product',
    { method: 'PUT', body: { ...product, stock, variants } },
  );
  if (saved.status !== 200) throw new Error(`update-product: ${saved.body.error}`);
  return saved.body.product;
}
