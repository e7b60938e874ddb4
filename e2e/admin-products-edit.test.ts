import { describe, expect, it } from 'vitest';
import { signInToConsole } from './support/admin';
import { scrollsSideways } from './support/axe';
import { DESKTOP, PHONE } from './support/page';
import { useInProcessStore } from './support/in-process-store';
import { addProductInConsole, photosOnDisk, uniqueName } from './support/products';

describe('journey: the shop owner edits a product and the storefront follows', () => {
  // A store of its own: the products it adds would otherwise be the newest on others' pages.
  const journey = useInProcessStore();

  it('changes price and stock, removes an image, and views the result', async () => {
    const photos = await photosOnDisk({
      'navy-1.png': '#1f2a44',
      'navy-2.png': '#2e3b5c',
      'sand-1.png': '#d8c8a8',
    });
    const name = uniqueName('Cotton Abaya');
    const page = await journey.page(DESKTOP);
    await signInToConsole(page);
    const productid = await addProductInConsole(page, {
      name,
      brand: 'Souq Studio',
      price: '240',
      stock: '30',
      category: 'Abayas',
      gender: 'women',
      description: 'Soft cotton, open front.',
      sizes: ['M', 'L'],
      colors: [
        { name: 'Navy', files: [photos['navy-1.png']!, photos['navy-2.png']!] },
        { name: 'Sand', files: [photos['sand-1.png']!] },
      ],
    });

    const shop = await journey.page(DESKTOP);
    await shop.goto(`/product/view/${productid}`);
    await shop.getByRole('heading', { level: 1, name }).waitFor();
    // The storefront shows prices with VAT: 240.00 + 5 %.
    expect(await shop.locator('.product-page__price').innerText()).toContain('AED 252.00');
    expect(await shop.locator('.gallery__thumb').count()).toBe(2);

    await page
      .locator('tbody tr', { hasText: productid })
      .getByRole('link', { name: `Edit ${name}` })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Edit Product' }).waitFor();
    await page.getByText(`Product ID: ${productid}`).waitFor();
    expect(await page.getByLabel('Product name').inputValue()).toBe(name);
    expect(await page.getByRole('img', { name: /^Navy image \d$/ }).count()).toBe(2);

    // Removing a colour with saved images asks first; Cancel keeps it.
    await page.getByRole('button', { name: 'Remove color Sand' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove color' });
    await dialog.getByText('Its images and the color will be permanently deleted').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('img', { name: 'Sand image 1' }).count()).toBe(1);

    await page.getByLabel('Price (AED)', { exact: true }).fill('199.99');
    await page.getByLabel('Stock').fill('7');
    await page.getByRole('button', { name: 'Remove Navy image 2' }).click();
    expect(await page.getByRole('img', { name: /^Navy image \d$/ }).count()).toBe(1);
    await page.getByRole('button', { name: 'Update Product' }).click();
    await page.getByText('Product updated successfully!').waitFor();
    await page.waitForURL((url) => url.pathname === '/admin/products/manage');

    await shop.reload();
    await shop.getByRole('heading', { level: 1, name }).waitFor();
    expect(await shop.locator('.product-page__price').innerText()).toContain('AED 209.99');
    expect(await shop.locator('.stock').innerText()).toBe('7 In stock');
    expect(await shop.locator('.gallery__thumb').count()).toBe(0);
    expect(await shop.locator('.gallery__image').getAttribute('alt')).toContain('image 1 of 1');

    // The view: badges, 'N available', the gallery and its lightbox.
    const view = await journey.page(PHONE);
    await signInToConsole(view);
    await view.goto(`/admin/products/view?id=${productid}`);
    await view.getByRole('heading', { level: 1, name }).waitFor();
    await view.getByText('7 available').waitFor();
    await view.getByText('AED 199.99').waitFor();
    await view.getByText('Abayas', { exact: true }).first().waitFor();
    expect(await scrollsSideways(view)).toBe(false);
    await view.getByRole('button', { name: 'Enlarge Sand image 1' }).click();
    const lightbox = view.getByRole('dialog', { name: 'Sand image 1 of 1' });
    await lightbox.getByRole('img', { name: 'Sand image 1' }).waitFor();
    await view.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'hidden' });
  });
});
