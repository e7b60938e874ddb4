import { describe, expect, it } from 'vitest';
import { signInToConsole } from './support/admin';
import { addAddressInBrowser, addToBagInBrowser } from './support/checkout';
import { useInProcessStore } from './support/in-process-store';
import { DESKTOP } from './support/page';
import { registerInBrowser, uniqueShopper } from './support/shopper';

describe('journey: a store with no card provider offers no card payment', () => {
  // As a shop deployed without Stripe keys and without CARD_PROVIDER=test runs.
  const journey = useInProcessStore({ CARD_PROVIDER: 'none' });

  it('offers cash on delivery but no card, and the console shows no test banner', async () => {
    const page = await journey.page(DESKTOP);
    await registerInBrowser(page, uniqueShopper('nocard'));
    await addToBagInBrowser(page, 'DM-0038', 'L', 'Black');
    await page.goto('/checkout/address');
    await addAddressInBrowser(page);
    await page.locator('.pay-option', { hasText: 'Cash on Delivery' }).waitFor();
    // The store's setup is read before the options are drawn: no card option appears later.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => e.name.endsWith('/api/config')),
    );
    expect(await page.locator('.pay-option').allInnerTexts()).toEqual([
      expect.stringContaining('Cash on Delivery'),
    ]);
    expect(await page.getByText('Card Payment').count()).toBe(0);

    const consolePage = await journey.page(DESKTOP);
    const configRead = consolePage.waitForResponse((r) => r.url().endsWith('/api/config'));
    await signInToConsole(consolePage);
    expect((await (await configRead).json()).cards).toEqual({ offered: false, testMode: false });
    expect(await consolePage.getByText('Test payments are on.').count()).toBe(0);
  });
});
