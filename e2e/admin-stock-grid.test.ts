import { describe, expect, it } from 'vitest';
import { signInToConsole } from './support/admin';
import { seriousFindings } from './support/axe';
import { addToBagInBrowser } from './support/checkout';
import { useInProcessStore } from './support/in-process-store';
import { DESKTOP, PHONE } from './support/page';
import { setVariantStock } from './support/products';
import { registerInBrowser, uniqueShopper } from './support/shopper';

describe('journey: the shop owner edits the stock grid and the storefront follows', () => {
  // A store of its own: the stock it sets would otherwise show on other journeys' pages.
  const journey = useInProcessStore();

  it('sets every variant, sells one out, and the product page and the bag say so at once', async () => {
    const owner = await journey.page(DESKTOP);
    await signInToConsole(owner);
    const product = await setVariantStock(owner, 'DM-0002', () => 9);
    const [colour] = product.colors;
    const [size] = product.sizes;
    if (!colour || !size) throw new Error('DM-0002 has no colour or size');
    const cells = product.colors.length * product.sizes.length;

    const shopper = await journey.page(PHONE);
    await registerInBrowser(shopper, uniqueShopper('grid'));
    await addToBagInBrowser(shopper, product.productid, size, colour);

    await owner.goto(`/admin/products/edit?id=${product.productid}`);
    await owner.getByRole('heading', { level: 1, name: 'Edit Product' }).waitFor();
    const grid = owner.getByRole('table', { name: 'Units and SKU of each colour and size' });
    await grid.waitFor();
    expect(await grid.locator('tbody tr').count()).toBe(product.colors.length);
    await owner.getByLabel('Units for every colour and size').fill('4');
    await owner.getByRole('button', { name: 'Set all to 4' }).click();
    await owner.getByText(`Total stock: ${4 * cells}`).waitFor();
    await owner.getByLabel(`Units of ${colour}, size ${size}`).fill('0');
    await owner.getByLabel(`SKU of ${colour}, size ${size}`).fill('GRID-SOLD-OUT');
    await owner.getByText(`Total stock: ${4 * cells - 4}`).waitFor();
    // The Stock field now shows the grid's total and takes no typing.
    const total = owner.getByLabel('Stock', { exact: true });
    expect(await total.inputValue()).toBe(String(4 * cells - 4));
    expect(await total.getAttribute('readonly')).not.toBeNull();
    expect(await seriousFindings(owner)).toEqual([]);
    await owner.getByRole('button', { name: 'Update Product' }).click();
    await owner.getByText('Product updated successfully!').waitFor();
    await owner.waitForURL((url) => url.pathname === '/admin/products/manage');

    // Manage Product: the total, and Low since one variant is at 0.
    await owner.getByRole('searchbox', { name: 'Search products' }).fill(product.productid);
    const row = owner.locator('tbody tr', { hasText: product.productid });
    await row.getByText(`${4 * cells - 4} in stock`).waitFor();
    await row.getByText('Low', { exact: true }).waitFor();

    // The storefront follows at once: the variant is sold out on the page and in the bag.
    await shopper.goto(`/product/view/${product.productid}`);
    await shopper
      .getByRole('group', { name: /^Colou?r/ })
      .getByText(colour, { exact: true })
      .click();
    const soldOut = shopper
      .getByRole('group', { name: /^Size/ })
      .getByRole('radio', { name: `${size} Sold out` });
    await expect.poll(() => soldOut.isDisabled()).toBe(true);
    await shopper.goto('/cart');
    await shopper
      .getByText(`Sorry, '${product.name}' in ${colour}, size ${size} is out of stock.`)
      .waitFor();

    // The SKU typed is the variant's now.
    await owner.goto(`/admin/products/edit?id=${product.productid}`);
    const sku = owner.getByLabel(`SKU of ${colour}, size ${size}`);
    await expect.poll(() => sku.inputValue()).toBe('GRID-SOLD-OUT');
    // Every SKU, the automatic ones included, is shown whole, not cut by its box.
    const cut = await owner
      .getByLabel(/^SKU of /)
      .evaluateAll((inputs: HTMLInputElement[]) =>
        inputs.filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.value),
      );
    expect(cut).toEqual([]);

    // The product's page lists each colour and size with its units and SKU.
    await owner.goto(`/admin/products/view?id=${product.productid}`);
    const variants = owner.getByRole('table', { name: 'Units and SKU of each colour and size' });
    const cellRow = variants.getByRole('row', { name: new RegExp(`^${colour}\\b`) });
    await cellRow.getByText('GRID-SOLD-OUT').waitFor();
    await cellRow.getByText('0 in stock').first().waitFor();
    await variants.getByText('4 in stock').first().waitFor();
  });
});
