import { describe, expect, it } from 'vitest';
import { photo } from '../apps/api/src/modules/offers/offers-test-kit';
import { adminApiInPage, signInToConsole } from './support/admin';
import { seriousFindings } from './support/axe';
import { useInProcessStore } from './support/in-process-store';
import { DESKTOP, PHONE } from './support/page';

describe('journey: the shop owner creates an offer and shoppers see it on the home page', () => {
  const journey = useInProcessStore();

  it('creates, edits and deletes an offer, and the hero follows', async () => {
    const page = await journey.page(DESKTOP);
    await signInToConsole(page);
    // A code sale on the linen brand's two products, for an offer to link to.
    const code = `LINEN${Date.now().toString(36).toUpperCase()}`;
    const sale = await adminApiInPage<{ success: boolean }>(page, '/admin/promotions', {
      method: 'POST',
      body: {
        nameEn: 'Linen week',
        nameAr: 'أسبوع الكتان',
        kind: 'code',
        code,
        startsAt: new Date(Date.now() - 3_600_000).toISOString(),
        reward: { kind: 'items_percent', percent: 15, target: { brands: ['Jumeirah Linen Co.'] } },
      },
    });
    expect(sale.status).toBe(201);
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Add Offers' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Offers' }).waitFor();
    const listTitle = page.getByRole('heading', { name: /^Active Offers \(\d+\)$/ });
    const before = Number(/\d+/.exec(await listTitle.innerText())?.[0]);

    // Nothing filled: each required field says so.
    const form = page.locator('form.offer-form');
    await form.getByRole('button', { name: 'Create Offer' }).click();
    await form.getByText('Title is required').waitFor();
    await form.getByText('Description is required').waitFor();
    await form.getByText('Please select an image for the offer.').waitFor();

    await form.getByLabel('Title').fill('Eid Linen Edit');
    await form.getByLabel('Description').fill('Breathable linen for the Eid holidays.');
    await form.getByLabel(/^Discount text/).fill('Up to 30% OFF');

    // Product ids as tags: empty and repeated ids are refused.
    const productId = form.getByLabel('Product ID');
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await form.getByText('Please enter a Product ID.').waitFor();
    await productId.fill('DM-0001');
    await productId.press('Enter');
    // The id becomes a tag once the store has confirmed it; typing again before would start over.
    await form.getByRole('button', { name: 'Remove DM-0001' }).waitFor();
    await productId.fill('DM-0001');
    await productId.press('Enter');
    await form.getByText('Product ID already added.').waitFor();
    // An id the store does not know is refused as it is entered, beside the field, not at submit.
    await productId.fill('ZZ-9999');
    await productId.press('Enter');
    await form.getByText('No product has the ID ZZ-9999.').waitFor();
    expect(await productId.getAttribute('aria-invalid')).toBe('true');
    expect(await productId.inputValue()).toBe('ZZ-9999');
    await productId.fill('DM-0002');
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await form.getByRole('button', { name: 'Remove DM-0002' }).waitFor();
    const tags = form.getByRole('list', { name: 'Products in this offer' }).locator('li');
    expect(await tags.allInnerTexts()).toEqual(['DM-0001', 'DM-0002']);

    const image = await photo(1600, 640);
    await form.getByLabel('Offer image').setInputFiles({
      name: image.filename,
      mimeType: image.type,
      buffer: image.bytes,
    });
    const preview = form.getByRole('img', { name: 'Preview of the offer image' });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);

    expect(await seriousFindings(page)).toEqual([]);
    await form.getByRole('button', { name: 'Create Offer' }).click();
    await page.getByText('Offer created successfully!').waitFor();
    await page.getByRole('heading', { name: `Active Offers (${before + 1})` }).waitFor();
    const item = page.locator('article.offer-item', { hasText: 'Eid Linen Edit' });
    expect(await item.innerText()).toContain('2 products: DM-0001, DM-0002');
    expect(await form.getByLabel('Title').inputValue()).toBe('');

    // A shopper sees it in the home page's hero at once.
    const shopper = await journey.page(PHONE);
    await shopper.goto('/');
    const hero = shopper.getByRole('region', { name: 'Current offers' });
    await hero.locator('.hero-slide h2', { hasText: 'Eid Linen Edit' }).waitFor();

    // Edit: the form fills from the offer; the title changes, one product goes, the sale is linked.
    await item.getByRole('button', { name: 'Edit Eid Linen Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Offer' }).waitFor();
    expect(await form.getByLabel('Title').inputValue()).toBe('Eid Linen Edit');
    expect(await preview.getAttribute('src')).toMatch(/^http|^\//);
    await form.getByLabel('Title').fill('Eid Linen Week');
    await form.getByRole('button', { name: 'Remove DM-0002' }).click();
    await form
      .getByLabel('Linked promotion')
      .selectOption({ label: `Linen week · ${code} · Active` });
    // A new picture replaces the old one (uploaded first, then saved with the offer).
    const oldImage = await item.locator('img').getAttribute('src');
    const replacement = await photo(1200, 480);
    await form.getByLabel('Offer image').setInputFiles({
      name: 'eid-green.png',
      mimeType: replacement.type,
      buffer: replacement.bytes,
    });
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);
    await form.getByRole('button', { name: 'Update Offer' }).click();
    await page.getByText('Offer updated successfully!').waitFor();
    const edited = page.locator('article.offer-item', { hasText: 'Eid Linen Week' });
    await edited.waitFor();
    expect(await edited.innerText()).toContain('1 product: DM-0001');
    expect(await edited.innerText()).toContain('Linked promotion: Linen week');
    expect(await edited.locator('img').getAttribute('src')).not.toBe(oldImage);
    await page.getByRole('heading', { name: 'Create Offer' }).waitFor();

    await shopper.reload();
    await hero.locator('.hero-slide h2', { hasText: 'Eid Linen Week' }).waitFor();

    // Its page lists the sale's products, not the one the offer chose, under the sale's summary.
    const offerId = (await edited.getAttribute('aria-labelledby'))?.replace(/^offer-/, '');
    await shopper.goto(`/offers/${offerId}`);
    await shopper.getByRole('heading', { level: 2, name: 'Products in this promotion' }).waitFor();
    expect(await shopper.getByTestId('offer-promotion-summary').innerText()).toBe(
      `15% off all items from Jumeirah Linen Co., code ${code}`,
    );
    const cards = shopper.locator('article.product-card .product-card__name');
    expect((await cards.allInnerTexts()).sort()).toEqual([
      'Linen Drawstring Trousers',
      'Pure Linen Resort Shirt',
    ]);

    // Delete asks first.
    await edited.getByRole('button', { name: 'Delete Eid Linen Week' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete offer' });
    await confirm.getByText('Are you sure you want to delete "Eid Linen Week"?').waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Offer deleted successfully!').waitFor();
    await page.getByRole('heading', { name: `Active Offers (${before})` }).waitFor();
    expect(await edited.count()).toBe(0);

    await shopper.goto('/');
    await hero.locator('.hero-slide h2').first().waitFor();
    expect(await hero.locator('.hero-slide h2', { hasText: 'Eid Linen' }).count()).toBe(0);
  });
});
