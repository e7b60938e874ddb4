import { describe, expect, it } from 'vitest';
import { signInToConsole } from './support/admin';
import { DESKTOP, focusedLabel } from './support/page';
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

  it('keeps the keyboard’s place in the list as products are deleted', async () => {
    // Three products one search finds, listed newest first: top, middle, bottom.
    const photos = await photosOnDisk({ 'sand.png': '#c2b280' });
    const base = uniqueName('Linen Overshirt');
    const names = ['one', 'two', 'three'].map((n) => `${base} ${n}`);
    const page = await journey.page(DESKTOP);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInToConsole(page);
    for (const name of names) {
      await addProductInConsole(page, {
        name,
        brand: 'Souq Basics',
        price: '120',
        stock: '0',
        category: 'Shirts',
        gender: 'men',
        description: 'Relaxed fit.',
        sizes: [],
        colors: [{ name: 'Sand', files: [photos['sand.png']!] }],
      });
    }
    const [bottom, middle, top] = names as [string, string, string];
    await page.getByRole('searchbox', { name: 'Search products' }).fill(base);
    const table = page.getByRole('table', { name: 'Products, newest first' });
    await expect
      .poll(() => table.locator('tbody .product-cell__name').allInnerTexts())
      .toEqual([top, middle, bottom]);

    /** Delete, then Delete in its confirmation, from the keyboard; resolves once the row is gone. */
    const deleteByKeyboard = async (name: string) => {
      const row = table.locator('tbody tr', { has: page.getByRole('rowheader', { name }) });
      await row.getByRole('button', { name: `Delete ${name}` }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Delete product' });
      await dialog.getByRole('button', { name: 'Delete', exact: true }).focus();
      await page.keyboard.press('Enter');
      await row.waitFor({ state: 'detached' });
    };

    // The middle row goes: focus moves on to the next row's first control, its checkbox.
    await deleteByKeyboard(middle);
    await expect.poll(() => focusedLabel(page)).toBe(`Select ${bottom}`);
    // The last row goes: back to the row before it.
    await deleteByKeyboard(bottom);
    await expect.poll(() => focusedLabel(page)).toBe(`Select ${top}`);
    // The only row goes: to the message that says the list is empty.
    await deleteByKeyboard(top);
    await expect.poll(() => focusedLabel(page)).toBe('No record found!');
    await page.context().close();
  }, 120_000);
});
