import type { Page } from 'playwright-core';

let counter = 0;

/** A shopper no other journey uses. */
export function uniqueShopper(prefix: string) {
  counter += 1;
  return {
    fullname: 'Mariam Al Suwaidi',
    email: `${prefix}.${Date.now().toString(36)}${counter}@example.ae`,
    password: 'souq-pass-1',
  };
}

/** Registers through the page the way a person does and waits for the success toast. */
export async function registerInBrowser(
  page: Page,
  shopper: ReturnType<typeof uniqueShopper>,
  { marketingConsent = false }: { marketingConsent?: boolean } = {},
) {
  await page.goto('/register');
  await page.getByLabel('Full name').fill(shopper.fullname);
  await page.getByLabel('Email address').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByLabel('Confirm password').fill(shopper.password);
  // The box for reminders and offers by mail is unticked unless the journey ticks it.
  if (marketingConsent) await page.getByLabel(/Email me reminders and offers/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('Registration successful! 🎉').waitFor();
}

/** Signs in on /login and waits for the success toast. */
export async function signInInBrowser(page: Page, email: string, password: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByText('Login successful! 🎉').waitFor();
}
