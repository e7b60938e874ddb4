import { describe, expect, it } from 'vitest';
import { addAddressInBrowser, addToBagInBrowser } from './support/checkout';
import { useInProcessStore } from './support/in-process-store';
import { PHONE } from './support/page';
import { registerInBrowser, uniqueShopper } from './support/shopper';

describe('journey: a shopper pays later with Tabby (test provider)', () => {
  const journey = useInProcessStore({ TABBY_MODE: 'test' });

  it("approves on Tabby's page from a phone and finds the order placed", async () => {
    const page = await journey.page(PHONE);
    await registerInBrowser(page, uniqueShopper('tabby'));
    await addToBagInBrowser(page, 'DM-0038', 'L', 'Black');
    await page.goto('/checkout/address');
    await addAddressInBrowser(page);
    const choice = page.locator('.tabby-choice');
    await choice.getByText('Pay later with Tabby').waitFor();
    expect(await choice.innerText()).toContain('4 interest-free payments of AED');
    expect(await choice.innerText()).toContain('go back to your Tabby plan');
    await choice.getByRole('button', { name: 'Continue with Tabby' }).click();

    // Tabby's hosted page (the test provider's): the documented test shopper approves.
    await page.getByRole('heading', { name: 'Tabby test payment' }).waitFor();
    await page.getByLabel('Email').fill('otp.success@tabby.ai');
    await page.getByLabel('Mobile').fill('+971500000001');
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/orders$/);
    // The order is the shopper's, placed from Tabby's authorisation on return.
    await page.getByText(/SH-/).first().waitFor();
  });
});
