import { describe, expect, it } from 'vitest';
import { signInToConsole } from './support/admin';
import { seriousFindings, scrollsSideways } from './support/axe';
import { DESKTOP } from './support/page';
import { useInProcessStore } from './support/in-process-store';
import { fillProductForm, photosOnDisk, productIdInTable, uniqueName } from './support/products';

describe('journey: the shop owner adds a product with two colours and their photos', () => {
  // A store of its own: the products it adds would otherwise be the newest on others' pages.
  const journey = useInProcessStore();

  it('uploads, reorders, saves, and the storefront lists and shows it with its images', async () => {
    const photos = await photosOnDisk({
      'black-front.png': '#111111',
      'black-back.png': '#333333',
      'white-front.png': '#f4f4f4',
    });
    const name = uniqueName('Linen Kandura');
    const brand = uniqueName('Atelier');
    const page = await journey.page(DESKTOP);
    await signInToConsole(page);
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Add Product' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Add Product' }).waitFor();

    // The form's own checks come first, in the shared schema's words.
    await page.getByRole('button', { name: 'Add Product', exact: true }).click();
    // Each message is beside its field, and the first bad one (the name) has the focus.
    const firstBad = page.locator('.product-fields .field--invalid').first();
    await firstBad.getByRole('alert').getByText('Please fill in all required fields.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    const color = page.getByLabel('New color');
    await color.fill('Black');
    await color.press('Enter');
    await color.fill(' black ');
    await color.press('Enter');
    await page.getByText('Color already exists!').waitFor();
    await page.getByRole('button', { name: 'Remove Black' }).click();
    await color.fill('');

    await fillProductForm(page, {
      name,
      brand,
      price: '189.50',
      stock: '25',
      category: 'Kanduras',
      gender: 'men',
      description: 'Breathable linen for Dubai summers.',
      sizes: ['S', 'M', 'L'],
      colors: [
        { name: 'Black', files: [photos['black-front.png']!, photos['black-back.png']!] },
        { name: 'White', files: [photos['white-front.png']!] },
      ],
    });
    expect(await page.getByText('NEW', { exact: true }).count()).toBe(3);
    // The back view first: by keyboard, within its colour.
    await page.getByRole('button', { name: 'Move Black image 2 earlier' }).press('Enter');
    await page.getByRole('status').getByText('Black image moved to position 1').waitFor();
    expect(await page.getByRole('img', { name: 'Black image 1' }).count()).toBe(1);

    // Upload now, with the progress bar; then the images are no longer NEW.
    await page.getByRole('button', { name: 'Upload images' }).click();
    await page.getByText('Images uploaded').waitFor();
    expect(await page.getByText('NEW', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Upload images' }).count()).toBe(0);
    expect(await seriousFindings(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add Product', exact: true }).click();
    await page.getByText('Product added successfully!').waitFor();
    await page.waitForURL((url) => url.pathname === '/admin/products/manage');
    const productid = await productIdInTable(page, name);
    expect(productid).toMatch(/^SS-\d+$/);
    const row = page.locator('tbody tr', { hasText: productid });
    expect(await row.innerText()).toContain('25 in stock');
    expect(await row.innerText()).toContain('AED 189.50');

    // The storefront: the category listing, newest first, and the product page.
    const shop = await journey.page(DESKTOP);
    await shop.goto(`/category/men/Kanduras?brand=${encodeURIComponent(brand)}`);
    // The storefront shows the price with its 5 % VAT: 189.50 + 9.475, rounded to 198.98.
    const card = shop.locator('article.product-card', { hasText: 'AED 198.98' });
    await card.first().waitFor();
    const cardImage = (await card.first().locator('img').first().getAttribute('src')) ?? '';
    expect(cardImage).toMatch(/\/media\/products\/.+\.webp$/);

    await shop.goto(`/product/view/${productid}`);
    await shop.getByRole('heading', { level: 1, name }).waitFor();
    expect(await shop.locator('.product-page__price').innerText()).toContain('AED 198.98');
    const main = shop.locator('.gallery__image');
    const first = (await main.getAttribute('src')) ?? '';
    expect(first).toMatch(/\/media\/products\/.+\.webp$/);
    const loaded = await main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth);
    expect(loaded).toBeGreaterThan(0);
    const colours = shop.getByRole('group', { name: /^Colou?r/ }).getByRole('radio');
    expect(await colours.count()).toBe(2);
    expect(await colours.first().getAttribute('value')).toBe('Black');
    // The reordered photo is the one shown first: the darker back view.
    const pixel = await main.evaluate(async (img: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = 4;
      canvas.height = 4;
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0, 4, 4);
      return context.getImageData(1, 1, 1, 1).data[0]!;
    });
    expect(pixel).toBeGreaterThan(0x28);
    expect(pixel).toBeLessThan(0x40);
  });

  it('fits a 360 and a 390 px phone without sideways scrolling', async () => {
    for (const width of [360, 390]) {
      const page = await journey.page({ width, height: 800 });
      await signInToConsole(page);
      await page.goto('/admin/products/add');
      await page.getByRole('heading', { level: 1, name: 'Add Product' }).waitFor();
      const color = page.getByLabel('New color');
      await color.fill('Sand beige with a long name');
      await color.press('Enter');
      expect(await scrollsSideways(page)).toBe(false);
      await page.goto('/admin/products/manage');
      await page.getByRole('table', { name: 'Products, newest first' }).waitFor();
      expect(await scrollsSideways(page)).toBe(false);
    }
  });
});
