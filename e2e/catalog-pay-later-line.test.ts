import { describe, expect, it } from 'vitest';
import { useInProcessStore } from './support/in-process-store';
import { PHONE, recordFailures } from './support/page';

describe('journey: the product page shows the instalment lines on a phone', () => {
  const journey = useInProcessStore({ TABBY_MODE: 'test', TAMARA_MODE: 'test' });

  it('shows Tabby and Tamara lines in English and in Arabic, right to left, within the screen, and one size in Arabic', async () => {
    const page = await journey.page(PHONE);
    const failures = recordFailures(page);
    // The first page this store renders: the server waits for the lazy instalment lines rather
    // than leave their boundary for the browser (which logs React's error and keeps that page).
    const first = await page.request.get('/ar/product/view/DM-0009');
    expect(await first.text()).not.toContain('<!--$!-->');
    await page.goto('/product/view/DM-0009');
    const lines = page.locator('.pay-later-lines');
    await lines.getByText(/with Tabby$/).waitFor();
    const english = await lines.innerText();
    expect(english).toMatch(/or 4 interest-free payments of AED [\d,.]+ with Tabby/);
    expect(english).toMatch(/or 4 interest-free payments of AED [\d,.]+ with Tamara/);
    // Below Tamara's minimum (AED 100), only Tabby's line: each provider within its own limits.
    await page.goto('/product/view/DM-0001');
    await lines.getByText(/with Tabby$/).waitFor();
    expect(await lines.innerText()).not.toContain('Tamara');
    await page.goto('/product/view/DM-0009');
    await lines.getByText(/with Tamara$/).waitFor();
    const width = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await width()).toBeLessThanOrEqual(0);

    await page.goto('/ar/product/view/DM-0009');
    await lines.getByText(/مع تابي$/).waitFor();
    const arabic = await lines.innerText();
    expect(arabic).toMatch(/أو 4 دفعات بدون فوائد بقيمة .+ مع تابي/);
    expect(arabic).toMatch(/أو 4 دفعات بدون فوائد بقيمة .+ مع تمارا/);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await width()).toBeLessThanOrEqual(0);
    // A watch comes in one size, named in Arabic on an Arabic page.
    await page.goto('/ar/product/view/DM-0068');
    await expect
      .poll(() => page.locator('.option-group--size legend').innerText())
      .toBe('المقاس: مقاس واحد');
    expect(failures).toEqual([]);
  });
});
