import { describe, expect, it } from 'vitest';
import { signInToConsole } from './support/admin';
import { DESKTOP } from './support/page';
import { useInProcessStore } from './support/in-process-store';
import { addProductInConsole, photosOnDisk, uniqueName } from './support/products';

describe('journey: the shop owner deletes a product through the dialog', () => {
  // A store of its own: the products it adds would otherwise be the newest on others' pages.
  const journey = useInProcessStore();

  it('asks first, and once deleted the storefront no longer has it', async () => {
    const photos = await photosOnDisk({ 'olive.png': '#556b2f' });
    const name = uniqueName('Chino Trousers');
    const page = await journey.page(DESKTOP);
    await signInToConsole(page);
    const productid = await addProductInConsole(page, {
      name,
      brand: 'Souq Basics',
      price: '99',
      stock: '0',
      category: 'Trousers',
      gender: 'men',
      description: 'Straight fit.',
      sizes: [],
      colors: [{ name: 'Olive', files: [photos['olive.png']!] }],
    });
    const row = page.locator('tbody tr', { hasText: productid });
    expect(await row.innerText()).toContain('0 in stock');

    const shop = await journey.page(DESKTOP);
    await shop.goto(`/product/view/${productid}`);
    await shop.getByRole('heading', { level: 1, name }).waitFor();

    const dialog = page.getByRole('dialog', { name: 'Delete product' });
    const openDialog = async () => {
      await row.getByRole('button', { name: `Delete ${name}` }).click();
      await dialog.getByText(`Are you sure you want to delete "${name}"?`).waitFor();
      await dialog.getByText('This action cannot be undone.').waitFor();
    };
    // The overlay closes it, and so does Cancel; the product stays.
    await openDialog();
    await page.mouse.click(4, 4);
    await dialog.waitFor({ state: 'hidden' });
    await openDialog();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await row.count()).toBe(1);

    await openDialog();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Product deleted successfully').waitFor();
    await page.getByText('No record found!').waitFor();

    // Its view and edit pages say what the server says: the product is gone.
    for (const view of ['view', 'edit']) {
      await page.goto(`/admin/products/${view}?id=${productid}`);
      await page.getByText('Product not found').waitFor();
      expect(await page.getByText('Resource not found').count()).toBe(0);
    }

    await shop.reload();
    await shop.getByRole('heading', { level: 1, name: 'Product not found' }).waitFor();
    await shop.goto(`/category/men/Trousers?brand=${encodeURIComponent('Souq Basics')}`);
    await shop.locator('main h1').waitFor();
    await shop.waitForLoadState('networkidle');
    expect(await shop.getByText(name).count()).toBe(0);
  });
});
