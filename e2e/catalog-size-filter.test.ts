import { sortSizes } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { signInToConsole } from './support/admin';
import { useInProcessStore } from './support/in-process-store';
import { DESKTOP } from './support/page';
import { productAnswer, setVariantStock } from './support/products';

describe('journey: a shopper filters a listing by size', () => {
  // A store of its own: the product it sells out would otherwise show on other journeys' pages.
  const journey = useInProcessStore();

  it('keeps products with the size in stock, counts them, and marks a sold-out card', async () => {
    const owner = await journey.page(DESKTOP);
    await signInToConsole(owner);
    const product = await productAnswer(owner, 'DM-0001');
    await setVariantStock(owner, 'DM-0001', () => 0);
    const scope = [product.gender, product.category, product.subcategory]
      .filter((part): part is string => typeof part === 'string' && part !== '')
      .map(encodeURIComponent)
      .join('/');

    const page = await journey.page(DESKTOP);
    await page.goto(`/category/${scope}`);
    const card = page.locator('article.product-card', {
      has: page.locator(`a[href="/product/view/${product._id}"]`),
    });
    // Every variant at 0: the card stays, saying so.
    await card.getByText('Out of stock', { exact: true }).waitFor();

    const sizes = page.locator('.listing__sidebar').getByRole('group', { name: 'Size' });
    // A size of the sold-out product that others in the scope still have in stock.
    const offered = await sizes.locator('.size-option__name').allInnerTexts();
    const size = offered.find((name) => product.sizes.includes(name));
    if (!size) throw new Error(`no size of DM-0001 among ${offered.join(', ')}`);
    const option = sizes.locator('label.size-option', {
      has: page.locator('.size-option__name').getByText(size, { exact: true }),
    });
    const count = Number(await option.locator('.size-option__count').innerText());
    expect(count).toBeGreaterThan(0);
    // Read out with the count: 'M, 3 products'.
    expect(await option.innerText()).toContain(`${count} ${count === 1 ? 'product' : 'products'}`);
    await option.click();
    await page.waitForURL((url) => url.searchParams.getAll('size').join() === size);
    await expect
      .poll(() => page.locator('.listing__count').innerText())
      .toBe(`${count} ${count === 1 ? 'product' : 'products'}`);
    // The sold-out product has the size, but none of it in stock.
    expect(await card.count()).toBe(0);
    await page.getByRole('button', { name: `Remove filter: Size ${size}` }).click();
    await page.waitForURL((url) => url.searchParams.getAll('size').length === 0);
    await card.waitFor();
  });

  it('lists sizes smallest first, then numbers ascending, and One Size last', async () => {
    const page = await journey.page(DESKTOP);
    await page.goto('/women');
    const sizes = page.locator('.listing__sidebar').getByRole('group', { name: 'Size' });
    await sizes.locator('.size-option__name').first().waitFor();
    const names = await sizes.locator('.size-option__name').allInnerTexts();
    // Letters in wearing order, not by how many products have them.
    const letters = ['XS', 'S', 'M', 'L', 'XL', 'XXL'].filter((size) => names.includes(size));
    expect(letters.length).toBeGreaterThan(2);
    expect(names.slice(0, letters.length)).toEqual(letters);
    const numbers = names.filter((size) => /^\d+$/.test(size));
    expect(numbers.length).toBeGreaterThan(2);
    expect(numbers).toEqual([...numbers].sort((a, b) => Number(a) - Number(b)));
    if (names.includes('One Size')) expect(names.at(-1)).toBe('One Size');
    expect(names).toEqual(sortSizes(names));
  });
});
