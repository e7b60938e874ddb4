import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApiInPage, signInToConsole } from './support/admin';
import { addToBagInBrowser } from './support/checkout';
import { PHONE, useBrowser } from './support/page';
import { registerInBrowser, uniqueShopper } from './support/shopper';

type Product = Record<string, unknown> & {
  productid: string;
  stock: number;
  sizes: string[];
  colors: string[];
};

describe('journey: a bag line sells out while it waits in the bag', () => {
  const browser = useBrowser();
  beforeAll(() => browser.start());
  afterAll(() => browser.stop());

  it('says so on the line and holds Continue until the shopper fixes it', async () => {
    // A demo product no other journey touches; its stock is put back at the end.
    const owner = await browser.page();
    await signInToConsole(owner);
    const { body } = await adminApiInPage<{ product: Product }>(owner, '/catalog/products/DM-0030');
    const product = body.product;
    const [size] = product.sizes;
    const [color] = product.colors;
    if (!size || !color) throw new Error('DM-0030 has no size or colour');
    const setStock = async (stock: number) => {
      const res = await adminApiInPage(owner, '/admin/products/update-product', {
        method: 'PUT',
        body: { ...product, stock },
      });
      expect(res.status).toBe(200);
    };
    await setStock(2);

    const page = await browser.page(PHONE);
    await registerInBrowser(page, uniqueShopper('sellout'));
    await addToBagInBrowser(page, product.productid, size, color);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => page.locator('.stepper__value').innerText()).toBe('2');

    // Someone else buys one: the shop's stock drops to 1 under the shopper's bag of 2.
    await setStock(1);

    await page.reload();
    await page.getByText('Only 1 left: lower the quantity to continue.').waitFor();
    const proceed = page.getByRole('link', { name: 'Continue' });
    expect(await proceed.getAttribute('aria-disabled')).toBe('true');
    // A tap on it anyway (Playwright would wait for an enabled control) says what to fix.
    await proceed.click({ force: true });
    await page
      .getByText(
        'Some items are no longer in stock. Remove them or lower the quantity to continue.',
      )
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/cart');

    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect.poll(() => page.locator('.stepper__value').innerText()).toBe('1');
    expect(await page.getByText('Only 1 left').count()).toBe(0);
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/address');
    await setStock(Number(product.stock));
  });
});
