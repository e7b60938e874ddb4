import { formatFils, pricesWithDiscount, shownPriceFils, toFils } from '@store/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminApiInPage, signInToConsole } from './support/admin';
import { useInProcessStore } from './support/in-process-store';
import { DESKTOP } from './support/page';
import { uniqueName } from './support/products';

type Listed = Record<string, unknown> & { _id: string; productid: string; name: string };

/** Adds a product through the console's own call, dressed in a demo product's pictures. */
async function addProduct(page: Page, name: string, price: number, gender: string) {
  const { body } = await adminApiInPage<{ products: Listed[] }>(page, '/admin/products?limit=1');
  const demo = body.products[0]!;
  const res = await adminApiInPage<{ product: Listed; error?: string }>(
    page,
    '/admin/products/addProduct',
    {
      method: 'POST',
      body: {
        name,
        brand: 'Noor Atelier',
        price,
        originalPrice: null,
        discount: null,
        category: 'Kaftans',
        description: 'A light kaftan for the evening.',
        gender,
        stock: 40,
        sizes: ['M', 'L'],
        colors: [(demo.colors as string[])[0]],
        colorImages: {
          [(demo.colors as string[])[0]!]: (demo.colorImages as Record<string, string[]>)[
            (demo.colors as string[])[0]!
          ],
        },
      },
    },
  );
  if (res.status !== 201) throw new Error(`addProduct: ${res.body.error}`);
  return res.body.product;
}

const addressOf = (page: Page) => new URL(page.url()).searchParams;

describe('journey: the shop owner narrows Manage Product and discounts three products at once', () => {
  const journey = useInProcessStore();

  it('keeps the search and filters through an edit and Back, and the storefront shows the discount', async () => {
    const tag = uniqueName('Noor').split(' ')[1]!;
    const page = await journey.page(DESKTOP);
    await signInToConsole(page);
    const prices = [100, 149.5, 12.25];
    const products = [];
    for (const [i, price] of prices.entries()) {
      products.push(await addProduct(page, `Noor ${tag} Kaftan ${'ABC'[i]}`, price, 'women'));
    }
    // One of the same search that the gender filter leaves out.
    await addProduct(page, `Noor ${tag} Kandura`, 90, 'men');

    await page.goto('/admin/products/manage');
    await page.getByRole('heading', { level: 1, name: 'Manage Product' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search products' }).fill(tag);
    await page.waitForURL((url) => url.searchParams.get('q') === tag);
    await page.getByLabel('Gender').selectOption('women');
    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.getByLabel('Per page').selectOption('50');
    await page.waitForURL((url) => url.searchParams.get('size') === '50');
    const table = page.getByRole('table', { name: 'Products, price, low to high' });
    const rowNames = () => table.locator('tbody .product-cell__name').allInnerTexts();
    await page.getByText('3 products match').waitFor();
    expect(await rowNames()).toEqual([
      `Noor ${tag} Kaftan C`,
      `Noor ${tag} Kaftan A`,
      `Noor ${tag} Kaftan B`,
    ]);
    const listAddress = addressOf(page).toString();

    // Edit one and save: the list comes back as it was left.
    await page.getByRole('link', { name: `Edit Noor ${tag} Kaftan A` }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit Product' }).waitFor();
    await page.getByLabel('Brand').fill('Noor Atelier Dubai');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await page.getByText('Product updated successfully!').waitFor();
    await page.waitForURL((url) => url.pathname === '/admin/products/manage');
    expect(addressOf(page).toString()).toBe(listAddress);
    expect(await page.getByRole('searchbox', { name: 'Search products' }).inputValue()).toBe(tag);
    expect(await page.getByLabel('Gender').inputValue()).toBe('women');
    await page.getByText('3 products match').waitFor();

    // View, then its Back link; then View and the browser's Back.
    await page.getByRole('link', { name: `View Noor ${tag} Kaftan B` }).click();
    await page.getByRole('heading', { level: 1, name: `Noor ${tag} Kaftan B` }).waitFor();
    await page.getByRole('link', { name: 'Back to products' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/products/manage');
    expect(addressOf(page).toString()).toBe(listAddress);
    await page.getByRole('link', { name: `View Noor ${tag} Kaftan C` }).click();
    await page.getByRole('heading', { level: 1, name: `Noor ${tag} Kaftan C` }).waitFor();
    await page.goBack();
    await page.getByText('3 products match').waitFor();
    expect(addressOf(page).toString()).toBe(listAddress);
    expect(await rowNames()).toHaveLength(3);

    // All three chosen, one discount for them all.
    await page.getByLabel('Select every product on this page').check();
    await page.getByText('3 selected').waitFor();
    await page.getByRole('button', { name: 'Set discount' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set a discount' });
    await dialog.getByLabel('Discount (%)').fill('30');
    await dialog.getByRole('button', { name: 'Apply discount' }).click();
    await page.getByText('Discount set on 3 products').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The storefront shows each new price (VAT included) with the old one struck through.
    const shop = await journey.page(DESKTOP);
    for (const [i, product] of products.entries()) {
      const fils = toFils(prices[i]!);
      const after = pricesWithDiscount(
        { priceFils: fils, originalPriceFils: null, discount: null },
        30,
      );
      const vat = { pricesIncludeVat: false };
      await shop.goto(`/product/view/${product.productid}`);
      await shop.getByRole('heading', { level: 1, name: product.name }).waitFor();
      expect(await shop.locator('.product-page__price').innerText()).toBe(
        formatFils(shownPriceFils(after.priceFils, vat)),
      );
      expect(await shop.locator('.product-page__original').innerText()).toBe(
        formatFils(shownPriceFils(fils, vat)),
      );
      await shop.getByText('30% OFF').first().waitFor();
    }
  });
});
