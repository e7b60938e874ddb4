import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { signInToConsole } from './support/admin';
import { useInProcessStore } from './support/in-process-store';
import { DESKTOP } from './support/page';

describe('journey: the shop owner takes the catalogue out and tries to load a file back', () => {
  // A store of its own: a mistaken import would otherwise change other journeys' products.
  const journey = useInProcessStore();

  it('downloads the products CSV, and a file with a bad row is refused naming its line', async () => {
    const page = await journey.page(DESKTOP);
    await signInToConsole(page);
    await page.getByRole('link', { name: 'Import & export' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/import-export');
    await page.getByRole('heading', { level: 1, name: 'Import & export' }).waitFor();

    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download products CSV' }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
    const [header, first] = csv.split(/\r?\n/);
    expect(header).toBe(
      'productid,name,nameAr,brand,category,subcategory,gender,price,originalPrice,discount,description,descriptionAr,colour,size,sku,stock,images',
    );
    expect(first).toMatch(/^DM-\d+,/);

    // The first product's first row again with its stock (the next-to-last cell) made negative.
    const file = `${header}\n${first!.replace(/,(\d+),(?=[^,]*$)/, ',-3,')}\n`;
    await page.getByLabel('CSV file').setInputFiles({
      name: 'prices.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(file),
    });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'nothing was imported' });
    await alert.getByText('1 row has problems; nothing was imported').waitFor();
    const row = alert.getByRole('table', { name: 'Problems in the file' }).locator('tbody tr');
    await row.first().waitFor();
    expect(await row.first().innerText()).toMatch(/^2\s+stock\s+Variant stock cannot be negative$/);
  });
});
