import { describe, expect, it } from 'vitest';
import { fixtureProduct, seedProducts } from '../apps/api/src/test/fixtures';
import { signInToConsole } from './support/admin';
import { DESKTOP } from './support/page';
import { useInProcessStore } from './support/in-process-store';
import { uniqueName } from './support/products';
import { E2E_ADMIN } from './support/store-server';

describe('journey: the shop owner sees who changed a price in the activity log', () => {
  // A store of its own: the log lists every change in the store, newest first.
  const journey = useInProcessStore();

  it('changes a price in the console, then reads "Price: AED 120.00 → AED 99.00"', async () => {
    const name = uniqueName('Audit Linen Shirt');
    const product = fixtureProduct({ name, priceFils: 12000, originalPriceFils: 15000 });
    await seedProducts(journey.store.app, [product]);

    const page = await journey.page(DESKTOP);
    await signInToConsole(page);
    await page.goto(`/admin/products/edit?id=${product.productid}`);
    await page.getByRole('heading', { level: 1, name: 'Edit Product' }).waitFor();
    await page.getByLabel('Price (AED)', { exact: true }).fill('99');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await page.getByText('Product updated successfully!').waitFor();

    // From the product's page, its History opens the log filtered to it.
    await page.goto(`/admin/products/view?id=${product.productid}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('link', { name: `History of ${name}` }).click();
    await page.waitForURL((url) => url.pathname === '/admin/audit-log');
    await page.getByRole('heading', { level: 1, name: 'Activity log' }).waitFor();
    const row = page.locator('tbody tr', { hasText: 'Edited a product' });
    await row.waitFor();
    expect(await row.innerText()).toContain('Price: AED 120.00 → AED 99.00');
    expect(await row.innerText()).toContain(E2E_ADMIN.username);
    expect(await row.getByRole('link', { name: new RegExp(name) }).count()).toBe(1);
    expect(await page.locator('tbody tr').count()).toBe(1);

    // The whole log, from the navigation, lists it too, and can be narrowed to products.
    await page.getByRole('button', { name: 'Show everything' }).click();
    await page.getByLabel('Show', { exact: true }).selectOption('product');
    await page.locator('tbody tr', { hasText: 'Price: AED 120.00 → AED 99.00' }).waitFor();
  });
});
