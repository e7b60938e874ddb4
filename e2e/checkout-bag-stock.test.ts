import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToConsole } from './support/admin';
import { addToBagInBrowser } from './support/checkout';
import { PHONE, useBrowser } from './support/page';
import { productAnswer, setVariantStock } from './support/products';
import { registerInBrowser, uniqueShopper } from './support/shopper';

describe('journey: a bag line sells out while it waits in the bag', () => {
  const browser = useBrowser();
  beforeAll(() => browser.start());
  afterAll(() => browser.stop());

  it('says so on the line and holds Continue until the shopper fixes it', async () => {
    // A demo product no other journey touches; its stock is put back at the end.
    const owner = await browser.page();
    await signInToConsole(owner);
    const product = await productAnswer(owner, 'DM-0030');
    const [size] = product.sizes;
    const [color] = product.colors;
    if (!size || !color) throw new Error('DM-0030 has no size or colour');
    const was = (c: string, s: string) =>
      product.variants.find((v) => v.color === c && v.size === s)?.stock ?? 0;
    // The bag line's colour and size holds `stock`; the other variants keep theirs.
    const setStock = (stock: number | null) =>
      setVariantStock(owner, product.productid, (c, s) =>
        stock !== null && c === color && s === size ? stock : was(c, s),
      );
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
    await setStock(null);
  });
});
