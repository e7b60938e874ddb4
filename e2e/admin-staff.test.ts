import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { signInToConsole } from './support/admin';
import { scrollsSideways, seriousFindings } from './support/axe';
import { useInProcessStore } from './support/in-process-store';
import { placeOrderInBrowser } from './support/orders';
import { DESKTOP, PHONE } from './support/page';
import { registerInBrowser, uniqueShopper } from './support/shopper';
import { parseMail, startSmtpListener } from './support/smtp-listener';

const MEMBER = { email: 'packer@souq.test', name: 'Hamdan Packer', password: 'packer-password-1' };

describe('journey: the owner invites a Fulfilment member, who ships and delivers an order', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  // The store's mail goes to a listener of the journey's own (started before the store).
  const env: Record<string, string> = {};
  beforeAll(async () => {
    smtp = await startSmtpListener();
    env.SMTP_URL = smtp.url;
  });
  afterAll(() => smtp?.close());
  const journey = useInProcessStore(env);

  it('invites by mail, the member accepts, sees only orders and returns, and delivers with the code', async () => {
    const owner = await journey.page(DESKTOP);
    await signInToConsole(owner);
    await owner
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Staff' })
      .click();
    await owner.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
    await owner.getByLabel('Email').fill(MEMBER.email);
    await owner.getByRole('combobox', { name: 'Role', exact: true }).selectOption('fulfilment');
    const before = smtp.received.length;
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await owner.getByText(`Invitation sent to ${MEMBER.email}`).waitFor();
    await owner.getByText(MEMBER.email).first().waitFor();
    expect(await seriousFindings(owner)).toEqual([]);

    // A custom role from the permission list joins the roles an invitation can give.
    await owner.getByLabel('Role name').fill('Packers');
    await owner.getByLabel('Orders: view', { exact: true }).check();
    await owner.getByLabel('Orders: packing slips', { exact: true }).check();
    await owner.getByRole('button', { name: 'Save role' }).click();
    await owner.getByText('Role saved').waitFor();
    await owner.locator('.staff-roles__list').getByText('Packers').waitFor();
    const choices = owner.getByRole('combobox', { name: 'Role', exact: true }).locator('option');
    expect(await choices.allInnerTexts()).toContain('Packers');

    const mail = parseMail(await smtp.nextMailTo(MEMBER.email, before));
    expect(mail.subject).toContain('invited');
    const token = /accept-invitation\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();

    // The invitee, on a phone: sets a name and a password, then signs in with the email.
    const member = await journey.page(PHONE);
    await member.goto(`/admin/accept-invitation?token=${token}`);
    await member.getByText('You are invited as Fulfilment').waitFor();
    await member.getByLabel('Your name').fill(MEMBER.name);
    await member.getByLabel('Choose a password').fill(MEMBER.password);
    await member.getByRole('button', { name: 'Accept and continue to sign in' }).click();
    await member.waitForURL((url) => url.pathname === '/admin/login');
    // The link works once.
    const again = await journey.page(PHONE);
    await again.goto(`/admin/accept-invitation?token=${token}`);
    await again.getByText('This invitation link is not valid or has expired.').waitFor();

    await member.setViewportSize(DESKTOP);
    await member.getByLabel('Username').fill(MEMBER.email);
    await member.getByLabel('Password', { exact: true }).fill(MEMBER.password);
    await member.getByRole('button', { name: 'Login', exact: true }).click();
    // No dashboard for Fulfilment: the console opens on Manage Orders.
    await member.getByRole('heading', { level: 1, name: 'Manage Orders' }).waitFor();
    const menu = member.getByRole('navigation', { name: 'Back office' });
    const links = await menu.getByRole('link').allInnerTexts();
    expect(links.map((l) => l.trim())).toEqual(['Orders', 'Returns', 'My devices', 'Security']);
    expect(await menu.getByText('Products').count()).toBe(0);
    expect(await menu.getByText('Customers').count()).toBe(0);

    // A link to a page the role cannot open says so plainly.
    await member.goto('/admin/products/manage');
    await member
      .getByRole('heading', { level: 1, name: 'Your role cannot open this page' })
      .waitFor();
    await member.getByText('“products:read”').waitFor();
    await member.getByRole('link', { name: 'Go to a page you can open' }).click();
    await member.getByRole('heading', { level: 1, name: 'Manage Orders' }).waitFor();

    // A shopper's cash order, shipped and delivered by the member with the shopper's code.
    const shopper = await journey.page(PHONE);
    await registerInBrowser(shopper, uniqueShopper('staff-ship'));
    const order = await placeOrderInBrowser(shopper, 'Cash on Delivery');
    await member.reload();
    await member
      .getByRole('searchbox', { name: 'Search orders' })
      .fill(order.orderid.toLowerCase());
    const table = member.getByRole('table', { name: 'Orders, newest first' });
    const row = table.locator('tbody tr', {
      has: member.getByText(order.orderid, { exact: true }),
    });
    await row.getByRole('button', { name: 'Mark as Shipped' }).click();
    const ship = member.getByRole('dialog', { name: 'Mark as Shipped' });
    await ship.getByRole('combobox', { name: 'Courier' }).selectOption('dhl');
    await ship.getByRole('textbox', { name: 'Tracking number (optional)' }).fill('JD0146000077');
    await ship.getByRole('button', { name: 'Mark as Shipped' }).click();
    await row.locator('.status-badge', { hasText: 'Shipped' }).waitFor();
    await row.getByRole('button', { name: 'Mark as Delivered' }).click();
    await member
      .getByRole('dialog', { name: 'Mark as delivered' })
      .getByRole('button', { name: 'Send Code' })
      .click();
    const dialog = member.getByRole('dialog', { name: 'Enter delivery code' });
    await dialog.waitFor();
    await shopper.goto('/notifications');
    const notice = shopper
      .locator('.notice', { hasText: order.orderid })
      .filter({ hasText: 'Delivery code' })
      .first();
    const code = /\d{4}/.exec(await notice.locator('.notice__code').innerText())?.[0] ?? '';
    await dialog.getByLabel('Delivery code').fill(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await row.locator('.status-badge', { hasText: 'Delivered' }).waitFor();

    // The owner's log names the member for the shipment and the delivery.
    await owner.goto('/admin/audit-log');
    const log = owner.getByRole('table', { name: 'Changes made in the console, newest first' });
    await log.getByText(MEMBER.name).first().waitFor();
    expect(await log.locator('tr', { hasText: MEMBER.name }).count()).toBeGreaterThanOrEqual(3);

    // The owner lets the packers' role see the products and moves the member to it; the product
    // list then shows them no Edit and no Delete, as their role holds neither.
    await owner.goto('/admin/staff');
    await owner.getByRole('button', { name: 'Edit the role Packers' }).click();
    await owner.getByLabel('Products: view', { exact: true }).check();
    await owner.getByRole('button', { name: 'Save role' }).click();
    await owner.locator('.staff-roles__list').getByText('Products: view').waitFor();
    const role = owner.getByRole('combobox', { name: `Role of ${MEMBER.name}` });
    await role.selectOption({ label: 'Packers' });
    await owner.getByText('Saved', { exact: true }).first().waitFor();
    await member.goto('/admin/products/manage');
    await member.getByRole('heading', { level: 1, name: 'Manage Product' }).waitFor();
    await member
      .getByRole('link', { name: /^View / })
      .first()
      .waitFor();
    expect(await member.getByRole('link', { name: /^Edit / }).count()).toBe(0);
    expect(await member.getByRole('button', { name: /^Delete / }).count()).toBe(0);

    // The owner sets the member's daily wallet limit in their row, and sees where they are in.
    await owner.getByRole('button', { name: `Show details for ${MEMBER.name}` }).click();
    await owner.getByLabel('Daily wallet limit (AED)').fill('150');
    await owner.getByRole('button', { name: 'Save limit' }).click();
    await owner.getByText('Daily wallet limit saved').waitFor();
    const members = owner.getByRole('table', { name: 'Members' });
    await members.locator('tr', { hasText: MEMBER.email }).getByText('AED 150.00').waitFor();
    const devices = owner.getByRole('region', { name: `Devices ${MEMBER.name} is signed in on` });
    await devices
      .getByRole('button', { name: new RegExp(`^Sign ${MEMBER.name} out of `) })
      .first()
      .waitFor();
    await role.selectOption('fulfilment');
    await owner.getByText('Saved', { exact: true }).first().waitFor();
  });

  it('shows the Staff page in Arabic, right to left, at 390 px and on a desktop', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const owner = await journey.page(viewport);
      await signInToConsole(owner);
      await owner.getByRole('button', { name: 'العربية' }).click();
      await owner.getByRole('heading', { level: 1, name: 'لوحة المعلومات' }).waitFor();
      await owner.goto('/admin/staff');
      await owner.getByRole('heading', { level: 1, name: 'فريق العمل' }).waitFor();
      expect(await owner.locator('html').getAttribute('dir')).toBe('rtl');
      await owner.getByText(MEMBER.email).first().waitFor();
      const role = owner.getByRole('combobox', { name: `دور ${MEMBER.name}` });
      expect(await role.locator('option:checked').innerText()).toBe('تجهيز الطلبات وشحنها');
      // The member's row opened: the wallet limit the owner set, and their devices.
      await owner.getByRole('button', { name: `عرض تفاصيل ${MEMBER.name}` }).click();
      expect(await owner.getByLabel('الحد اليومي للمحفظة (بالدرهم)').inputValue()).toBe('150');
      await owner
        .getByRole('heading', { name: `الأجهزة التي سجّل ${MEMBER.name} الدخول منها` })
        .waitFor();
      expect(await scrollsSideways(owner)).toBe(false);
      expect(await seriousFindings(owner)).toEqual([]);
      await owner.goto('/admin/devices');
      await owner.getByRole('heading', { level: 1, name: 'أجهزتي' }).waitFor();
      await owner.getByText('هذا الجهاز', { exact: false }).first().waitFor();
      expect(await scrollsSideways(owner)).toBe(false);
    }
  });
});
