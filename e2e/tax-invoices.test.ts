import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { adminApiInPage, signInToConsole } from './support/admin';
import { seriousFindings } from './support/axe';
import { useInProcessStore } from './support/in-process-store';
import { orderCard, placeOrderInBrowser } from './support/orders';
import { DESKTOP } from './support/page';
import { downloadPdfText } from './support/pdf';
import { signInInBrowser } from './support/shopper';

// The demo shopper starts with AED 250 in the wallet.
const DEMO = { email: 'demo@souqstyle.ae', password: 'demo1234' };
const TRN = '100123456700003';

type Report = {
  report: { rows: Array<{ emirate: string; salesVat: number }>; total: { totalVat: number } };
};

describe('journey: tax invoices and the VAT report', () => {
  const journey = useInProcessStore({
    STORE_LEGAL_NAME: 'Souq Style Trading LLC',
    STORE_TRN: TRN,
    STORE_ADDRESS: 'Office 12, Al Wasl Road, Dubai',
  });

  it('a shopper downloads the tax invoice of a wallet order from My Orders', async () => {
    const page = await journey.page(DESKTOP);
    await page.goto('/login');
    await signInInBrowser(page, DEMO.email, DEMO.password);
    const order = await placeOrderInBrowser(page, 'Pay with Wallet');
    // placeOrderInBrowser answers the order as GET /api/order lists it, total included.
    const { totalprice } = order as unknown as { totalprice: number };

    await page.goto('/orders');
    const card = orderCard(page, order.orderid);
    await card.waitFor();
    // Its name starts with the words it shows, then tells which invoice and order.
    const button = card.getByRole('button', {
      name: new RegExp(`^Download invoice INV-\\d{6} of order ${order.orderid}$`),
    });
    expect(await seriousFindings(page)).toEqual([]);
    const { name, text } = await downloadPdfText(page, button);
    expect(name).toMatch(/^invoice-INV-\d{6}\.pdf$/);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('فاتورة ضريبية');
    expect(text).toContain(`TRN: ${TRN}`);
    expect(text).toContain(`Order: ${order.orderid}`);
    expect(text).toContain('Paid by: Wallet');
    // What the wallet paid (the order's total) is the invoice's total with VAT.
    expect(text).toContain(`AED ${totalprice.toFixed(2)}`);
    await page.context().close();
    // Sign-in, a checkout and an axe-core audit on a shared machine.
  }, 120_000);

  it('the owner opens Reports and downloads the month as CSV', async () => {
    const page = await journey.page(DESKTOP);
    await signInToConsole(page);
    await page.getByRole('link', { name: 'Reports' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    const table = page.getByRole('table', { name: /^VAT return figures for \d{4}-\d\d$/ });
    await table.waitFor();
    const month = await page.getByLabel('Month').inputValue();
    const { body } = await adminApiInPage<Report>(page, `/admin/reports/vat?month=${month}`);
    // The wallet order of the journey above went to the demo address in Dubai.
    const dubai = body.report.rows.find((r) => r.emirate === 'Dubai');
    expect(dubai?.salesVat).toBeGreaterThan(0);
    await table.getByRole('row', { name: /^Dubai / }).waitFor();

    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toBe(`vat-return-${month}.csv`);
    const csv = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
    expect(csv).toHaveLength(9);
    expect(csv[0]).toMatch(
      /^Emirate,Invoices,Sales before discounts excl\. VAT \(AED\),Discounts excl\. VAT \(AED\),Standard-rated sales excl\. VAT \(AED\)/,
    );
    expect(csv[2]).toMatch(
      new RegExp(`^Dubai,1,[\\d.]+,[\\d.]+,[\\d.]+,${dubai?.salesVat.toFixed(2)},`),
    );
    expect(csv[8]?.split(',').at(-1)).toBe(body.report.total.totalVat.toFixed(2));

    // In Arabic the emirates are named in Arabic; the file for the return keeps English.
    await page.getByRole('button', { name: 'العربية' }).click();
    const arabic = page.getByRole('table', { name: `أرقام الإقرار الضريبي لشهر ${month}` });
    await arabic.getByRole('row', { name: /^دبي / }).waitFor();
    const emirates = await arabic.locator('tbody th').allInnerTexts();
    expect(emirates).toEqual([
      'أبوظبي',
      'دبي',
      'الشارقة',
      'عجمان',
      'أم القيوين',
      'رأس الخيمة',
      'الفجيرة',
      'الإجمالي',
    ]);
    expect(await arabic.getByRole('columnheader', { name: 'الإمارة' }).count()).toBe(1);
    await page.context().close();
  });
});
