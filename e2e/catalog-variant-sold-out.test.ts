import { describe, expect, it } from 'vitest';
import { signInToConsole } from './support/admin';
import { seriousFindings } from './support/axe';
import { useInProcessStore } from './support/in-process-store';
import { DESKTOP } from './support/page';
import { productAnswer, setVariantStock } from './support/products';

describe('journey: a shopper sees which sizes are sold out in the colour they choose', () => {
  // A store of its own: the stock it sets would otherwise show on other journeys' pages.
  const journey = useInProcessStore();

  it('disables a sold-out size after its colour is chosen, and the reverse; the stock text follows', async () => {
    const owner = await journey.page(DESKTOP);
    await signInToConsole(owner);
    const probe = await productAnswer(owner, 'DM-0001');
    const [first, second] = probe.colors;
    const [small, other] = probe.sizes;
    if (!first || !second || !small || !other) throw new Error('DM-0001 needs 2 colours, 2 sizes');
    // The first colour is sold out in the first size; the second has one left in it.
    const product = await setVariantStock(owner, 'DM-0001', (color, size) =>
      size !== small ? 8 : color === first ? 0 : color === second ? 1 : 8,
    );

    const page = await journey.page(DESKTOP);
    await page.goto('/product/view/DM-0001');
    const stock = page.locator('.stock');
    const sizes = page.getByRole('group', { name: /^Size/ });
    const colours = page.getByRole('group', { name: /^Colou?r/ });
    // Before a variant is chosen the text speaks of the product's total.
    expect(await stock.innerText()).toBe(`${product.stock} In stock`);
    expect(await sizes.getByRole('radio', { name: small, exact: true }).isDisabled()).toBe(false);

    await colours.getByText(first, { exact: true }).click();
    // Still named for a screen reader, with why it cannot be chosen.
    const soldOut = sizes.getByRole('radio', { name: `${small} Sold out` });
    await expect.poll(() => soldOut.isDisabled()).toBe(true);
    await sizes.getByText(other, { exact: true }).click();
    await expect.poll(() => stock.innerText()).toBe('8 In stock');

    // The reverse: in the first size, the first colour is the one sold out.
    await colours.getByText(second, { exact: true }).click();
    await sizes.getByText(small, { exact: true }).click();
    await expect.poll(() => stock.innerText()).toBe('Only 1 left in stock — order soon!');
    expect(await colours.getByRole('radio', { name: `${first} Sold out` }).isDisabled()).toBe(true);
    expect(await seriousFindings(page)).toEqual([]);
  });
});
