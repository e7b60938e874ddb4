import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, addToBagInBrowser, successDetail } from './support/checkout';
import { PHONE, useBrowser } from './support/page';
import { registerInBrowser, uniqueShopper } from './support/shopper';

describe('journey: a shopper adds an address and pays cash on delivery', () => {
  const browser = useBrowser();
  beforeAll(() => browser.start());
  afterAll(() => browser.stop());

  it('fixes a field error, places the order and sees the confirmation', async () => {
    const page = await browser.page(PHONE);
    await registerInBrowser(page, uniqueShopper('cod'));

    // Prices are shown with VAT, and each view says so once: AED 49.00 shows as 51.45.
    await page.goto('/category/men/T-Shirts?brand=Marina%20Threads');
    const card = page.locator('article.product-card', { hasText: 'Essential Crew Neck Tee' });
    expect(await card.locator('.product-card__price').innerText()).toBe('AED 51.45');
    expect(await card.locator('.product-card__original').innerText()).toBe('AED 82.95');
    expect(await page.getByText('All prices incl. VAT').count()).toBe(1);
    await card.click();
    await page.getByRole('heading', { level: 1, name: 'Essential Crew Neck Tee' }).waitFor();
    expect(await page.locator('.product-page__price').innerText()).toBe('AED 51.45');
    expect(await page.locator('.product-page__vat').innerText()).toBe('incl. VAT');

    await addToBagInBrowser(page, 'DM-0001', 'M', 'Black');
    await page.goto('/cart');
    const row = page.locator('.cart-row', { hasText: 'Essential Crew Neck Tee' });
    expect(await row.locator('.cart-row__line-total').innerText()).toBe('AED 51.45');
    // 2.45 on the tee and 0.48 inside the AED 10 shipping fee.
    expect(await page.getByTestId('cart-vat').innerText()).toBe('VAT 5% included: AED 2.93');
    const bagTotal = await page.getByTestId('cart-total').innerText();
    expect(bagTotal).toBe('AED 61.45');
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(/\/checkout\/address$/);
    await page.getByText('Select a delivery address to see the payment options.').waitFor();

    // A wrong mobile number: its message, focus on the field, and the error clears on edit.
    await page.getByLabel('Full name').fill(ADDRESS.name);
    const mobile = page.getByLabel('Mobile number');
    await mobile.fill('0401234');
    await page.getByLabel('Building number').fill(ADDRESS.building);
    await page.getByLabel('Street').fill(ADDRESS.street);
    await page.getByLabel('Area').fill(ADDRESS.area);
    await page.getByRole('button', { name: 'ADD ADDRESS' }).click();
    const mobileError = page.getByText(
      'Please enter a valid UAE mobile number (e.g., +971 50 123 4567)',
    );
    await mobileError.waitFor();
    await page.getByText('Please select Home or Work').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'mobileno',
    );
    await mobile.fill(ADDRESS.mobile);
    expect(await mobileError.count()).toBe(0);
    await page.getByText('Home', { exact: true }).click();
    await page.getByRole('button', { name: 'ADD ADDRESS' }).click();
    await page.getByText('Address added successfully').waitFor();

    // The new (first) address is the default and selected; payment options appear, no wallet.
    const saved = page.getByRole('radio', { name: new RegExp(ADDRESS.name) });
    await saved.waitFor();
    expect(await saved.isChecked()).toBe(true);
    await page.getByText('Card Payment').waitFor();
    expect(await page.getByText('Pay with Wallet').count()).toBe(0);
    expect(await page.getByTestId('checkout-vat').innerText()).toBe('VAT 5% included: AED 2.93');
    await page.getByText('Cash on Delivery').click();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByText('Order placed successfully!').waitFor();
    await page.waitForURL(/\/successToOrder$/);
    await page.getByRole('heading', { name: 'Thank You for Your Order!' }).waitFor();
    const orderId = await page.getByTestId('order-id').innerText();
    expect(orderId).toMatch(/^SH-[A-Z0-9]+$/);
    // AED 49 + 5% VAT (2.45) + AED 10 shipping: exactly the bag's total.
    expect(await page.getByTestId('order-total').innerText()).toBe(bagTotal);
    expect(await successDetail(page, 'Name')).toBe(ADDRESS.name);
    expect(await successDetail(page, 'Shipping address')).toContain('Al Barsha 2');
    expect(await successDetail(page, 'Payment')).toBe('Cash on delivery: AED 61.45');

    // The draft keeps the order: a reload still shows it.
    await page.reload();
    await page.getByRole('heading', { name: 'Thank You for Your Order!' }).waitFor();
    expect(await page.getByTestId('order-id').innerText()).toBe(orderId);

    // The bag is empty now; View My Orders clears the draft and goes to /orders.
    await page.goto('/cart');
    await page.getByText('Your cart is empty.').waitFor();
    await page.goBack();
    await page.getByRole('button', { name: 'View My Orders' }).click();
    await page.waitForURL(/\/orders$/);
    expect(await page.evaluate(() => localStorage.getItem('orderDetails'))).toBeNull();
  });
});
