import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillBuy2Get1, signInToConsole } from './support/admin';
import { scrollsSideways, seriousFindings } from './support/axe';
import { useInProcessStore } from './support/in-process-store';
import { DESKTOP, PHONE } from './support/page';

/** The list's row (a card on a phone) of the promotion named `name`. */
const row = (page: Page, name: string) =>
  page.locator('tr.data-table__row', {
    has: page.locator('.promo-list__title').getByText(name, { exact: true }),
  });

/** The promotion's status as its badge shows it. */
const status = (page: Page, name: string) => row(page, name).locator('.status-badge').innerText();

describe('journey: the shop owner runs promotions from the console', () => {
  // A store of its own: the promotions made here would otherwise apply to other journeys' bags.
  const journey = useInProcessStore();

  it('creates a code and a buy-2-get-1 promotion, pauses, duplicates and exports a batch', async () => {
    const page = await journey.page(DESKTOP);
    await signInToConsole(page);
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Promotions' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Promotions' }).waitFor();
    await page.getByText('No promotions yet. Create the first one to run a sale.').waitFor();

    // A code promotion; the server's refusal of a missing code shows beside the field.
    await page.getByRole('link', { name: 'New promotion' }).click();
    await page.getByRole('heading', { level: 1, name: 'New promotion' }).waitFor();
    const form = page.locator('form.promo-form');
    await form.getByLabel('Name in English').fill('Ramadan 20');
    await form.getByLabel('Name in Arabic').fill('رمضان 20');
    await form.getByRole('button', { name: 'Create promotion' }).click();
    const code = form.getByLabel('Code', { exact: true });
    await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true');
    await code.fill('ramadan20');
    await form.getByLabel('Percentage off', { exact: true }).fill('20');
    await form.getByLabel(/^Minimum spend/).fill('300');
    await form.getByLabel(/^Uses per shopper/).fill('1');
    const summary = form.locator('.promo-summary__text');
    await expect.poll(() => summary.innerText()).toContain('20%');
    expect(await summary.innerText()).toContain('300');
    expect(await seriousFindings(page)).toEqual([]);
    await form.getByRole('button', { name: 'Create promotion' }).click();
    await page.getByText('Promotion created.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Promotions' }).waitFor();
    await row(page, 'Ramadan 20').waitFor();
    expect(await row(page, 'Ramadan 20').innerText()).toContain('RAMADAN20');
    expect(await status(page, 'Ramadan 20')).toBe('Active');

    // An automatic buy 2 get 1 free.
    await page.getByRole('link', { name: 'New promotion' }).click();
    await fillBuy2Get1(form, { en: 'Buy 2 get 1', ar: 'اشترِ 2 واحصل على 1' });
    await form.getByLabel('Women', { exact: true }).check();
    await expect.poll(() => summary.innerText()).toMatch(/2.*1/);
    await form.getByRole('button', { name: 'Create promotion' }).click();
    await page.getByText('Promotion created.').waitFor();
    await row(page, 'Buy 2 get 1').waitFor();
    expect(await row(page, 'Buy 2 get 1').innerText()).toContain('Automatic');
    expect(await status(page, 'Buy 2 get 1')).toBe('Active');

    // Pause and resume.
    await page.getByRole('button', { name: 'Pause Ramadan 20' }).click();
    await page.getByText('Promotion paused.').waitFor();
    await expect.poll(() => status(page, 'Ramadan 20')).toBe('Paused');
    await page.getByRole('button', { name: 'Resume Ramadan 20' }).click();
    await expect.poll(() => status(page, 'Ramadan 20')).toBe('Active');

    // Duplicate: a second row like the first.
    const rows = page.locator('tr.data-table__row');
    await page.getByRole('button', { name: 'Duplicate Buy 2 get 1' }).click();
    await page.getByText('Copy created, paused until you resume it.').waitFor();
    await expect.poll(() => rows.count()).toBe(3);

    // A batch of 3 codes, 5 more generated, and the CSV of all 8.
    await page.getByRole('link', { name: 'New promotion' }).click();
    await form.getByLabel('Name in English').fill('Influencers');
    await form.getByLabel('Name in Arabic').fill('المؤثرون');
    await form.getByLabel('A batch of single-use codes').check();
    await form.getByLabel('Prefix').fill('inf');
    await form.getByLabel('Number of codes').fill('3');
    await form.getByLabel('Free shipping', { exact: true }).check();
    await form.getByRole('button', { name: 'Create promotion' }).click();
    await row(page, 'Influencers').waitFor();
    expect(await row(page, 'Influencers').innerText()).toContain('3 codes');
    await page.getByRole('button', { name: 'Generate codes for Influencers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate codes' });
    await dialog.getByLabel('Number of codes').fill('5');
    await dialog.getByRole('button', { name: 'Generate codes' }).click();
    await page.getByText('5 codes generated.').waitFor();
    await expect.poll(() => row(page, 'Influencers').innerText()).toContain('8 codes');

    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download codes of Influencers (CSV)' }).click();
    const csv = (await readFile(await (await saved).path())).toString('utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const codes = lines.slice(1).map((line) => line.split(',')[0]);
    expect(codes).toHaveLength(8);
    expect(new Set(codes).size).toBe(8);
    for (const one of codes) expect(one).toMatch(/^INF-[A-Z0-9]{6}$/);
    expect(await seriousFindings(page)).toEqual([]);

    // In Arabic on a phone: right to left, fitting, names and statuses in Arabic.
    const phone = await journey.page(PHONE);
    await signInToConsole(phone);
    await phone.getByRole('button', { name: 'العربية' }).click();
    await phone.getByRole('heading', { level: 1, name: 'لوحة المعلومات' }).waitFor();
    await phone.goto('/admin/promotions');
    await phone.getByRole('heading', { level: 1, name: 'العروض الترويجية' }).waitFor();
    expect(await phone.locator('html').getAttribute('dir')).toBe('rtl');
    await row(phone, 'رمضان 20').waitFor();
    expect(await status(phone, 'رمضان 20')).toBe('ساري');
    expect(await row(phone, 'المؤثرون').innerText()).toContain('8 رموز');
    expect(await scrollsSideways(phone)).toBe(false);
    expect(await seriousFindings(phone)).toEqual([]);

    // The form in Arabic, its summary in Arabic, and the server's refusal beside the field.
    await phone.getByRole('link', { name: 'تعديل رمضان 20' }).click();
    await phone.getByRole('heading', { level: 1, name: 'تعديل العرض الترويجي' }).waitFor();
    const arabicForm = phone.locator('form.promo-form');
    const arabicCode = arabicForm.getByLabel('الرمز', { exact: true });
    await expect.poll(() => arabicCode.inputValue()).toBe('RAMADAN20');
    await expect.poll(() => arabicForm.locator('.promo-summary__text').innerText()).toContain('20');
    expect(await scrollsSideways(phone)).toBe(false);
    expect(await seriousFindings(phone)).toEqual([]);
    await arabicCode.fill('RAMADAN 20');
    await arabicForm.getByRole('button', { name: 'حفظ التغييرات' }).click();
    await expect.poll(() => arabicCode.getAttribute('aria-invalid')).toBe('true');
    const error = await arabicForm.locator('.field--invalid .field__error').first().innerText();
    expect(error).toMatch(/[\u0600-\u06FF]/);
    // Two sessions and a dozen saves: about 30 s alone, more beside another journey worker.
  }, 120_000);
});
