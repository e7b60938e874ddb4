import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language, MailKind } from '../apps/api/src/modules/mails/mail-events';
import { renderShopperMail } from '../apps/api/src/modules/mails/mail-render';
import { MAIL_SAMPLES, OWNER_MAIL_SAMPLES } from '../apps/api/src/modules/mails/mail-samples';
import { renderOwnerMail } from '../apps/api/src/modules/mails/owner-mail-copy';
import { launchChromium } from './support/chromium';

const WIDTHS = [320, 390, 700] as const;
const LANGUAGES: Language[] = ['en', 'ar'];
const KINDS = Object.keys(MAIL_SAMPLES) as MailKind[];

interface Layout {
  scrollWidth: number;
  viewport: number;
  /** Words drawn on more than one line: a word broken in its middle. */
  broken: string[];
}

/**
 * What a reader would see wrong: the mail wider than the screen, or a word split across lines.
 * Each word of each text node is measured with a Range: its boxes all sit on one line unless the
 * browser broke it (a column squeezed to a letter's width puts each letter on a line of its own).
 * Words are runs between spaces and hyphens, except that a run holding a digit counts whole.
 */
function measure(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      // A word may break after its hyphen ('Hand-' / 'Beaded'); one with a digit in it (an
      // amount, an order or tracking number) may not break at all.
      const words = [...text.matchAll(/\S+/g)].flatMap((token) =>
        /\d/.test(token[0])
          ? [{ word: token[0], at: token.index }]
          : [...token[0].matchAll(/[^-]+/g)].map((p) => ({
              word: p[0],
              at: token.index + p.index,
            })),
      );
      for (const { word, at } of words) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + word.length);
        const boxes = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0);
        if (boxes.length < 2) continue;
        const tops = boxes.map((r) => r.top);
        const lineHeight = Math.min(...boxes.map((r) => r.height));
        if (Math.max(...tops) - Math.min(...tops) > lineHeight / 2) broken.push(word);
      }
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      broken,
    };
  });
}

/** What is wrong with one mail at each width, each problem named by the mail's kind. */
async function problemsOf(page: Page, kind: string, html: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.setContent(html, { waitUntil: 'load' });
    const layout = await measure(page);
    if (layout.scrollWidth > layout.viewport) {
      problems.push(`${kind} at ${width} px is ${layout.scrollWidth} px wide`);
    }
    if (layout.broken.length) {
      problems.push(`${kind} at ${width} px breaks ${layout.broken.slice(0, 5).join(' ')}`);
    }
  }
  return problems;
}

describe('journey: every mail reads well on a phone and a desktop, in both languages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of LANGUAGES) {
    it(`${lang}: no shopper mail scrolls sideways or breaks a word, at ${WIDTHS.join(', ')} px`, async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const problems: string[] = [];
      for (const kind of KINDS) {
        const mail = await renderShopperMail(MAIL_SAMPLES[kind], lang, 'Mariam Al Falasi');
        problems.push(...(await problemsOf(page, kind, mail.html)));
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it(`the owner's mails, English above Arabic, neither scroll sideways nor break a word`, async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    for (const sample of Object.values(OWNER_MAIL_SAMPLES)) {
      const mail = await renderOwnerMail(sample, 'https://souqstyle.ae');
      problems.push(...(await problemsOf(page, sample.kind, mail.html)));
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
