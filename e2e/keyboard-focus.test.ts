import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToConsole } from './support/admin';
import { addAddressInBrowser, addToBagInBrowser } from './support/checkout';
import { placeOrderInBrowser } from './support/orders';
import { DESKTOP, focusedName, PHONE, useBrowser } from './support/page';
import { registerInBrowser, uniqueShopper } from './support/shopper';

const LOAD_MORE = /^(Load more|Loading more)/;

/** Whether the element has keyboard focus (not <body>, where a disabled button would send it). */
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

describe('journey: a keyboard user keeps their place while requests run', () => {
  const browser = useBrowser();
  beforeAll(() => browser.start());
  afterAll(() => browser.stop());

  it('adds to the bag, steps the quantity and removes lines without losing focus', async () => {
    const page = await browser.page(PHONE);
    await registerInBrowser(page, uniqueShopper('kbdbag'));
    await addToBagInBrowser(page, 'DM-0049', '38', 'Tan');

    // Add to Bag from the keyboard: focus stays on it while the request runs and after.
    await page.goto('/product/view/DM-0038');
    await page.getByRole('group', { name: /^Size/ }).getByText('M', { exact: true }).click();
    await page
      .getByRole('group', { name: /^Colou?r/ })
      .getByText('White', { exact: true })
      .click();
    const add = page.getByRole('button', { name: 'Add to Bag' });
    await add.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Added to your bag', { exact: true }).waitFor();
    expect(await isFocused(add)).toBe(true);

    await page.goto('/cart');
    const row = page.locator('.cart-row', { hasText: 'Relaxed Cotton Tee' });
    const plus = row.getByRole('button', { name: 'Increase quantity' });
    await plus.focus();
    for (const expected of ['2', '3', '4']) {
      await page.keyboard.press('Enter');
      await expect.poll(() => row.locator('output').innerText()).toBe(expected);
      expect(await focusedName(page)).toBe('button: Increase quantity');
    }

    // Plus at stock is refused with a warning that stays on screen past the 3 s of a success.
    const last = page.locator('.cart-row', { hasText: 'Strappy Flat Sandals' });
    await last.getByRole('button', { name: 'Increase quantity' }).focus();
    await page.keyboard.press('Enter');
    const warning = page.locator('.toast', { hasText: 'Only 1 items in stock' });
    await warning.waitFor();
    await page.waitForTimeout(4500);
    expect(await warning.isVisible()).toBe(true);

    // Remove takes its line away: focus moves to the next line's Remove, then to the heading.
    const lines = page.locator('.cart-row');
    expect(await lines.count()).toBe(2);
    await lines.first().getByRole('button', { name: 'Remove' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => lines.count()).toBe(1);
    await expect
      .poll(() => isFocused(lines.first().getByRole('button', { name: 'Remove' })))
      .toBe(true);
    await page.keyboard.press('Enter');
    await page.getByText('Your cart is empty.').waitFor();
    await expect.poll(() => focusedName(page)).toBe('h1: Shopping Bag');
  });

  it('keeps the list and the place in it while a saved address is removed', async () => {
    const page = await browser.page(PHONE);
    await registerInBrowser(page, uniqueShopper('kbdaddr'));
    await addToBagInBrowser(page, 'DM-0049', '38', 'Tan');
    await page.goto('/checkout/address');
    await addAddressInBrowser(page);
    await page.getByRole('button', { name: 'Add New Address' }).click();
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await field('Full name').fill('Omar Al Suwaidi');
    await field('Mobile number').fill('050 765 4321');
    await field('Building number').fill('Tower 3');
    await field('Street').fill('Street 9');
    await field('Area').fill('Al Barsha 1');
    await page.getByText('Work', { exact: true }).click();
    await page.getByRole('button', { name: 'ADD ADDRESS' }).click();
    await page.getByRole('radio', { name: /Omar Al Suwaidi/ }).waitFor();
    const removes = page.getByRole('button', { name: /^Remove the (Home|Work) address of/ });
    await expect.poll(() => removes.count()).toBe(2);

    await removes.first().focus();
    await page.keyboard.press('Enter');
    await page.getByText('Address removed successfully').waitFor();
    await expect.poll(() => removes.count()).toBe(1);
    // Focus is on the address left, not on <body>.
    await expect.poll(() => focusedName(page)).not.toBe('body');
    const inBook = await page.evaluate(
      () => document.querySelector('.address-book')?.contains(document.activeElement) ?? false,
    );
    expect(inBook).toBe(true);
  });

  it('keeps focus on Load more while the next products load', async () => {
    const page = await browser.page(DESKTOP);
    await page.goto('/');
    const cards = page.locator('article.product-card');
    await cards.first().waitFor();
    const before = await cards.count();
    const more = page.getByRole('button', { name: LOAD_MORE });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
    expect(await isFocused(page.getByRole('button', { name: LOAD_MORE }))).toBe(true);
  });

  it('starts the next page at its content after a link is followed from the keyboard', async () => {
    const page = await browser.page(DESKTOP);
    await page.goto('/');
    await page.locator('article.product-card').first().waitFor();
    const footerLink = page.locator('footer a[href^="/category/"]').first();
    await footerLink.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/category/'));
    await expect.poll(() => focusedName(page)).toMatch(/^main/);
    // The next Tab goes into the new page, not back into the footer.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(
      () => document.querySelector('main')?.contains(document.activeElement) ?? false,
    );
    expect(inMain).toBe(true);
  });

  it('scrolls the active search suggestion into the popup as the arrows move it', async () => {
    // A short window: the popup (at most 70% of it) holds fewer options than it lists.
    const page = await browser.page({ width: DESKTOP.width, height: 560 });
    await page.goto('/');
    const box = page.locator('.site-header__search').getByRole('combobox');
    await box.fill('a');
    const options = page.locator('.site-header__search').getByRole('option');
    await options.first().waitFor();
    const popup = page.locator('.site-header__search .search-field__popup');
    expect(await popup.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);

    const count = await options.count();
    for (let i = 0; i < count; i += 1) {
      await box.press('ArrowDown');
      const shown = await page.evaluate(() => {
        const input = document.activeElement as HTMLElement;
        const option = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
        const pop = option?.closest('.search-field__popup');
        if (!option || !pop) return 'no active option';
        const o = option.getBoundingClientRect();
        const p = pop.getBoundingClientRect();
        return o.top >= p.top - 1 && o.bottom <= p.bottom + 1 ? 'in view' : 'out of view';
      });
      expect({ option: i, shown }).toEqual({ option: i, shown: 'in view' });
    }
  });

  it("keeps the phone Filters sheet's header in view when Tab reaches a colour", async () => {
    const page = await browser.page(PHONE);
    await page.goto('/women');
    await page.getByRole('button', { name: /^Filters/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.waitFor();
    let onSwatch = false;
    for (let i = 0; i < 80 && !onSwatch; i += 1) {
      await page.keyboard.press('Tab');
      onSwatch = await page.evaluate(
        () => document.activeElement?.closest('.swatch-option') !== null,
      );
    }
    expect(onSwatch).toBe(true);
    // Measured once the sheet has finished sliding in: mid-way its header is a pixel or so low.
    await dialog.evaluate((el) =>
      Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    const layout = await dialog.evaluate((el) => {
      const body = el.querySelector('.dialog__body')!.getBoundingClientRect();
      const input = document.activeElement!.closest('.swatch-option')!.getBoundingClientRect();
      return {
        dialogScrolled: el.scrollTop + el.querySelector('.dialog__panel')!.scrollTop,
        headerTop: Math.round(el.querySelector('.dialog__header')!.getBoundingClientRect().top),
        swatchInBody: input.top >= body.top - 1 && input.bottom <= body.bottom + 1,
      };
    });
    expect(layout).toEqual({ dialogScrolled: 0, headerTop: 0, swatchInBody: true });
  });

  it('shows whole product names on the cards, wrapped between words to two lines at most', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await browser.page(viewport);
      await page.goto('/women');
      const names = page.locator('.product-card__name');
      await names.first().waitFor();
      const cards = await names.evaluateAll((els) =>
        els.map((el) => {
          const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
          return {
            title: el.getAttribute('title') ?? '',
            text: el.textContent ?? '',
            lines: el.getBoundingClientRect().height / lineHeight,
            hidden: el.querySelectorAll('[aria-hidden="true"]').length,
          };
        }),
      );
      expect(cards.length).toBeGreaterThan(0);
      // Seen and heard alike: the whole name, never cut to 13 characters and '...'.
      expect(cards.filter((card) => card.text !== card.title || card.hidden > 0)).toEqual([]);
      const long = cards.filter((card) => card.title.length > 15);
      expect(long.length).toBeGreaterThan(0);
      // Two lines at most, however long the name.
      expect(cards.filter((card) => card.lines > 2.05)).toEqual([]);
      if (viewport === PHONE) expect(long.some((card) => card.lines > 1.5)).toBe(true);
    }
  });

  it('moves focus on from Mark as Shipped and announces the code countdown only at its moments', async () => {
    const shopper = await browser.page(PHONE);
    await registerInBrowser(shopper, uniqueShopper('kbdship'));
    const order = await placeOrderInBrowser(shopper, 'Cash on Delivery');

    const page = await browser.page(DESKTOP);
    await signInToConsole(page);
    await page.goto(`/admin/manage-order?q=${order.orderid}`);
    const row = page.locator('tbody tr', { has: page.getByText(order.orderid, { exact: true }) });
    await row.getByRole('button', { name: 'Mark as Shipped' }).focus();
    await page.keyboard.press('Enter');
    const ship = page.getByRole('dialog', { name: 'Mark as Shipped' });
    // The owner delivers it himself (a 2-minute code, counted down), chosen once the couriers are
    // listed: what a person waits for before confirming. Focus is checked before Enter, so a
    // press can never land elsewhere (such as on Close) unseen.
    await ship
      .getByRole('combobox', { name: 'Courier' })
      .selectOption({ label: 'Our own delivery (no courier)' });
    const shipIt = ship.getByRole('button', { name: 'Mark as Shipped' });
    await shipIt.focus();
    await expect.poll(() => isFocused(shipIt)).toBe(true);
    await page.keyboard.press('Enter');
    const deliver = row.getByRole('button', { name: 'Mark as Delivered' });
    await deliver.waitFor();
    await expect.poll(() => isFocused(deliver)).toBe(true);

    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Mark as delivered' });
    await confirm.getByRole('button', { name: 'Send Code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter delivery code' });
    const countdown = dialog.locator('.code-dialog__countdown');
    await dialog.getByText(/^Code valid for [12]:\d\d$/).waitFor();
    // The ticking text is not a live region; the one that is keeps its words between moments.
    expect(await countdown.evaluate((el) => el.closest('[aria-live="polite"]'))).toBeNull();
    const status = dialog.getByRole('status');
    const before = { shown: await countdown.innerText(), said: await status.innerText() };
    await page.waitForTimeout(2100);
    const after = { shown: await countdown.innerText(), said: await status.innerText() };
    expect(after.shown).not.toBe(before.shown);
    expect(after.said).toBe(before.said);
    expect(before.said).toBe('The code is valid for about 2 min.');
    // A registration, a checkout and a console sign-in in one journey: on a busy machine those
    // alone can take a minute.
  }, 120_000);
});
