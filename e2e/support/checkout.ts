import type { Page } from 'playwright-core';

/** Adds a product to the bag from its page, the way a shopper does, and waits for the toast. */
export async function addToBagInBrowser(
  page: Page,
  productId: string,
  size: string,
  color: string,
) {
  await page.goto(`/product/view/${productId}`);
  await page.getByRole('group', { name: /^Size/ }).getByText(size, { exact: true }).click();
  await page
    .getByRole('group', { name: /^Colou?r/ })
    .getByText(color, { exact: true })
    .click();
  await page.getByRole('button', { name: 'Add to Bag' }).click();
  await page.getByText('Added to your bag', { exact: true }).waitFor();
}

export const ADDRESS = {
  name: 'Mariam Al Suwaidi',
  mobile: '050 123 4567',
  building: 'Villa 12',
  street: 'Street 5',
  area: 'Al Barsha 2',
} as const;

/**
 * Fills and submits the checkout's address form as Home (`ADDRESS`, with any field changed by
 * `change`), waiting for the success toast.
 */
export async function addAddressInBrowser(
  page: Page,
  change: Partial<Record<keyof typeof ADDRESS, string>> = {},
) {
  const address = { ...ADDRESS, ...change };
  await page.getByLabel('Full name').fill(address.name);
  await page.getByLabel('Mobile number').fill(address.mobile);
  await page.getByLabel('Building number').fill(address.building);
  await page.getByLabel('Street').fill(address.street);
  await page.getByLabel('Area').fill(address.area);
  await page.getByText('Home', { exact: true }).click();
  await page.getByRole('button', { name: 'ADD ADDRESS' }).click();
  await page.getByText('Address added successfully').waitFor();
  await page.getByRole('radio', { name: new RegExp(address.name) }).waitFor();
}

/** The text of a definition in the success card, by its term. */
export function successDetail(page: Page, term: string) {
  return page.locator('.success-card__details div', { hasText: term }).locator('dd').innerText();
}

/** The count on the header's Wishlist or Cart badge. */
export function headerBadge(page: Page, to: '/cart' | '/wishlist') {
  return page.locator(`header a[href="${to}"] .header-action__badge`).innerText();
}
