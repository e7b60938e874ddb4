import { describe, expect, it } from 'vitest';
import { fixtureProduct, seedProducts } from '../apps/api/src/test/fixtures';
import { signInToConsole } from './support/admin';
import { useInProcessStore } from './support/in-process-store';
import { DESKTOP } from './support/page';
import { uniqueName } from './support/products';

describe('journey: the shop owner sees prices before a bulk discount and VAT under price fields', () => {
  const journey = useInProcessStore();

  it('previews 15 % off, leaves out the dress it would raise (219.00 → 254.15), and applies the rest', async () => {
    const tag = uniqueName('Ruya').split(' ')[1]!;
    const dress = fixtureProduct({
      name: `Ruya ${tag} Dress`,
      priceFils: 21_900,
      originalPriceFils: 29_900,
      discount: 27,
    });
    const shirt = fixtureProduct({
      name: `Ruya ${tag} Shirt`,
      priceFils: 10_000,
      originalPriceFils: null,
      discount: null,
    });
    await seedProducts(journey.store.app, [dress, shirt]);

    const page = await journey.page(DESKTOP);
    await signInToConsole(page);
    await page.goto(`/admin/products/manage?q=${encodeURIComponent(`Ruya ${tag}`)}`);
    await page.getByText('2 products match').waitFor();
    await page.getByLabel('Select every product on this page').check();
    await page.getByRole('button', { name: 'Set discount' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set a discount' });
    await dialog.getByLabel('Discount (%)').fill('15');

    const preview = dialog.getByRole('table', { name: 'Prices now and after' });
    const dressRow = preview.getByRole('row', { name: new RegExp(dress.productid) });
    expect(await dressRow.innerText()).toMatch(
      /AED 219\.00\s+AED 254\.15 \(left out: its price would rise\)/,
    );
    expect(
      await preview.getByRole('row', { name: new RegExp(shirt.productid) }).innerText(),
    ).toMatch(/AED 100\.00\s+AED 85\.00/);
    await dialog
      .getByRole('alert')
      .getByText('so this one would raise the price of 1 product', { exact: false })
      .waitFor();
    expect(await dialog.getByLabel('Raise this price too').isChecked()).toBe(false);
    await dialog.getByText('These prices are without VAT', { exact: false }).waitFor();

    await dialog.getByRole('button', { name: 'Apply discount' }).click();
    await page.getByText('Discount set on 1 product').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // The dress kept its price; the shirt is 15 % off.
    const rowOf = (name: string) => page.locator('tbody tr', { hasText: name });
    await rowOf(dress.name).getByText('219.00', { exact: false }).first().waitFor();
    await rowOf(shirt.name).getByText('85.00', { exact: false }).first().waitFor();
  });

  it('says under the price what shoppers see, live, and in Arabic marks optional fields اختياري', async () => {
    const product = fixtureProduct({ name: uniqueName('Ruya Kaftan') });
    await seedProducts(journey.store.app, [product]);
    const page = await journey.page(DESKTOP);
    await signInToConsole(page);
    await page.goto(`/admin/products/edit?id=${product.productid}`);
    await page.getByRole('heading', { level: 1, name: 'Edit Product' }).waitFor();
    const price = page.getByLabel('Price (AED)', { exact: true });
    await price.fill('199');
    await page.getByText('Without VAT — shoppers see AED 208.95').waitFor();
    await price.fill('10');
    await page.getByText('Without VAT — shoppers see AED 10.50').waitFor();

    // The saved 23 % was worked out from 99.00 of 129.00: it follows the prices as they are typed.
    const discount = page.getByRole('spinbutton', { name: /^Discount \(%\)/ });
    const original = page.getByRole('spinbutton', { name: /^Original price \(AED\)/ });
    await expect.poll(() => discount.inputValue()).toBe('92');
    await price.fill('89');
    await expect.poll(() => discount.inputValue()).toBe('31');
    await original.fill('');
    await expect.poll(() => discount.inputValue()).toBe('');
    await original.pressSequentially('150');
    await expect.poll(() => discount.inputValue()).toBe('41');
    // One the owner types is theirs: it stays as the prices move.
    await discount.fill('15');
    await price.fill('79');
    await page.getByText('Without VAT — shoppers see AED 82.95').waitFor();
    expect(await discount.inputValue()).toBe('15');

    await page.goto('/admin');
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByRole('heading', { level: 1, name: 'لوحة المعلومات' }).waitFor();
    await page.goto('/admin/products/add');
    await page.getByLabel('السعر (درهم)', { exact: true }).fill('199');
    await page.getByText('دون ضريبة القيمة المضافة — يرى المتسوقون 208.95 درهم').waitFor();
    const markers = await page.locator('.field__optional').allInnerTexts();
    expect(markers.map((m) => m.trim())).toEqual(['(اختياري)', '(اختياري)']);
  });
});
