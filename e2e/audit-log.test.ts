import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { registerShopper } from '../apps/api/src/modules/auth/test-users';
import { fixtureProduct, seedProducts } from '../apps/api/src/test/fixtures';
import { adminApiInPage, signInToConsole } from './support/admin';
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

  it('follows a bulk discount to the products it changed and a wallet credit to the customer', async () => {
    const items = [1, 2, 3].map((n) =>
      fixtureProduct({ name: uniqueName(`Audit Bulk Abaya ${n}`) }),
    );
    await seedProducts(journey.store.app, items);
    const shopper = await registerShopper(journey.store.app);

    const page = await journey.page(DESKTOP);
    await signInToConsole(page);
    const ids = items.map((p) => p.productid);
    const bulk = await adminApiInPage(page, '/admin/products/bulk-discount', {
      method: 'POST',
      body: { ids, discount: 30 },
    });
    expect(bulk.status).toBe(200);
    const credit = await adminApiInPage(
      page,
      `/admin/customers/${shopper.user._id}/wallet/adjust`,
      {
        method: 'POST',
        body: { type: 'credit', amount: 15, reason: 'Goodwill', idempotencyKey: randomUUID() },
      },
    );
    expect(credit.status).toBe(200);

    // The run's record links each product it changed; one opens that product's page.
    await page.goto('/admin/audit-log?objectType=bulk');
    const run = page.locator('tbody tr', { hasText: 'Set a discount in bulk' });
    await run.waitFor();
    const links = run.getByRole('list', { name: 'Products it changed' }).getByRole('link');
    expect((await links.allInnerTexts()).sort()).toEqual([...ids].sort());
    await links.filter({ hasText: ids[0] }).click();
    await page.waitForURL((url) => url.pathname === '/admin/products/view');
    await page.getByRole('heading', { level: 1, name: items[0]!.name }).waitFor();

    // The wallet credit's record opens the customer's page.
    await page.goto('/admin/audit-log?objectType=wallet');
    const credited = page.locator('tbody tr', { hasText: 'Credited a wallet' });
    await credited.waitFor();
    // Its figures in AED and in words: AED 15.00 credited, not 'amount: AED 0.15'.
    expect(await credited.getByRole('list').allInnerTexts()).toEqual([
      'Amount: AED 15.00\nReason: Goodwill\nBalance: AED 0.00 → AED 15.00',
    ]);
    await credited.getByRole('link', { name: new RegExp(shopper.email) }).click();
    await page.waitForURL((url) => url.pathname === `/admin/customers/${shopper.user._id}`);
    await page.getByRole('heading', { level: 1, name: shopper.fullname }).waitFor();
  });
});
