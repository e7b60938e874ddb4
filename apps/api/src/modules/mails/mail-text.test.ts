import { catalogueProblems, placeholdersOf } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { shopperCopy } from './mail-copy';
import type { CodeMailKind, Language, MailCopy, ShopperEvent } from './mail-events';
import { renderShopperMail } from './mail-render';
import { MAIL_SAMPLES, OWNER_MAIL_SAMPLES } from './mail-samples';
import { mailWords, type MailWords } from './mail-text';
import { MAIL_TEXT_AR } from './mail-text-ar';
import { MAIL_TEXT_EN } from './mail-text-en';
import { ownerCopyIn, type OwnerEvent } from './owner-mail-copy';
import { staffInvitationCopy, type StaffInvitationMail } from './staff-mail-copy';
import { mailTextsOf } from './mail-text-test-kit';

const S = MAIL_SAMPLES;
const same = { color: 'Navy', size: 'M', exchanged: false };
const exchanged = { ...same, exchanged: true };
const CODE_KINDS: CodeMailKind[] = ['delivery_code', 'return_pickup_code', 'return_delivery_code'];

/** Every kind, and each way a mail's lines can go: every payment, courier, refund and code. */
const SHOPPER_EVENTS: ShopperEvent[] = [
  ...Object.values(S),
  ...(['online', 'tabby', 'tamara', 'wallet', 'cod'] as const).map((paymentMethod) => ({
    ...S.order_placed,
    paymentMethod,
  })),
  {
    ...S.order_placed,
    paymentMethod: 'online',
    cardLast4: '4242',
    roundingFils: 1,
    shippingFils: 1_000,
    promotions: [
      { id: 'a', name: 'Eid', nameAr: 'العيد', code: 'EID25', kind: 'order', amountFils: 2_500 },
      { id: 'b', name: 'Week', nameAr: 'الأسبوع', code: null, kind: 'item', amountFils: 1_000 },
      { id: 'c', name: 'Ship', nameAr: 'شحن', code: 'FREE', kind: 'shipping', amountFils: 1_000 },
    ],
  },
  { ...S.order_shipped, trackingNumber: null, trackingUrl: null },
  { ...S.order_shipped, carrier: null, carrierName: null },
  { ...S.order_shipped, carrier: 'speedy', carrierName: 'Speedy' },
  { ...S.order_cancelled, walletFils: 0, cardLast4: null },
  { ...S.order_cancelled, walletFils: 0, cardFils: 0, creditNote: null },
  { ...S.return_received, returntype: 'replacement', quantity: 2, replacement: same },
  { ...S.return_received, returntype: 'replacement', replacement: exchanged },
  { ...S.replacement_shipped, replacement: same },
  ...[60, 3_600, 7_200, 36_000, 86_400].map((ttlSeconds) => ({
    ...S.password_reset_code,
    ttlSeconds,
  })),
  ...CODE_KINDS.map((kind) => ({ ...S[kind], ref: null, replacement: exchanged })),
];

const owner = OWNER_MAIL_SAMPLES.owner_cancel_requested;
const OWNER_EVENTS: OwnerEvent[] = [
  owner,
  { ...owner, status: 'shipped', trackingNumber: null, reason: null, note: null },
  { ...owner, status: 'returned', reason: 'other' },
];
const INVITATION: StaffInvitationMail = {
  inviter: 'Huda',
  role: { en: 'Order manager', ar: 'مدير الطلبات' },
  url: 'https://souq.test/invite/abc',
  hours: 48,
};

/** The mails' words in `lang`, noting each key the copy books ask for. */
function noting(lang: Language, used: Set<string>): MailWords {
  const words = mailWords(lang);
  return {
    ...words,
    t: (key, params) => (used.add(key), words.t(key, params)),
    count: (base, count) => (used.add(`${base}.other`), words.count(base, count)),
  };
}

/** Every mail's words in `lang`: the shopper's, the owner's (with and without a link), staff's. */
function everyCopy(words: MailWords): MailCopy[] {
  return [
    ...SHOPPER_EVENTS.map((event) => shopperCopy(event, 'Mariam Al Falasi', words)),
    ...OWNER_EVENTS.flatMap((event) => [
      ownerCopyIn(event, 'https://souq.test/admin', words),
      ownerCopyIn(event, null, words),
    ]),
    staffInvitationCopy(INVITATION, words),
  ];
}

/** What a mail is made of, apart from its words: the same in every language. */
const shapeOf = (copy: MailCopy) => ({
  intro: copy.intro.length,
  details: copy.details?.length ?? 0,
  code: copy.code,
  button: copy.button?.url,
  outro: copy.outro.length,
  notification: copy.notification !== '',
});

describe("the mails' catalogues", () => {
  it('passes the check every catalogue of the store passes', () => {
    expect(catalogueProblems(MAIL_TEXT_EN, MAIL_TEXT_AR)).toEqual([]);
  });

  it('has every key the copy books use, and no key they do not', async () => {
    const used = new Set<string>();
    for (const lang of ['en', 'ar'] as const) {
      everyCopy(noting(lang, used));
      // The layout's own line, under every mail.
      const mail = await renderShopperMail(S.order_delivered, lang, 'Mariam');
      if (mail.text.endsWith(mailWords(lang).t('mail.footer'))) used.add('mail.footer');
    }
    const missing = [...used].filter((key) => !(key in MAIL_TEXT_EN) || !(key in MAIL_TEXT_AR));
    expect(missing).toEqual([]);
    // A plural form is used with its `.other`.
    const unused = Object.keys(MAIL_TEXT_EN).filter(
      (key) => !used.has(key) && !used.has(key.replace(/\.\w+$/, '.other')),
    );
    expect(unused).toEqual([]);
  });
});

describe('every mail in both languages', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`fills every part of every text in ${lang}`, () => {
      for (const copy of everyCopy(mailWords(lang))) {
        const texts = mailTextsOf(copy);
        expect(texts.filter((text) => !text.trim() || placeholdersOf(text).length)).toEqual([]);
      }
    });
  }

  it('has the same lines, details, code and button in English and Arabic', () => {
    const en = everyCopy(mailWords('en')).map(shapeOf);
    expect(everyCopy(mailWords('ar')).map(shapeOf)).toEqual(en);
  });

  it('counts a code’s lifetime as each language counts', () => {
    const intro = (lang: Language, ttlSeconds: number) =>
      shopperCopy({ ...S.password_reset_code, ttlSeconds }, 'M', mailWords(lang)).intro[1];
    expect([60, 120, 600, 3_600, 86_400].map((s) => intro('en', s))).toEqual([
      expect.stringContaining('in 1 minute and'),
      expect.stringContaining('in 2 minutes and'),
      expect.stringContaining('in 10 minutes and'),
      expect.stringContaining('in 1 hour and'),
      expect.stringContaining('in 24 hours and'),
    ]);
    expect([60, 120, 600, 660, 7_200, 86_400, 104 * 3_600].map((s) => intro('ar', s))).toEqual([
      expect.stringMatching(/خلال دقيقة واحدة\.$/),
      expect.stringMatching(/خلال دقيقتين\.$/),
      expect.stringMatching(/خلال 10 دقائق\.$/),
      expect.stringMatching(/خلال 11 دقيقة\.$/),
      expect.stringMatching(/خلال ساعتين\.$/),
      expect.stringMatching(/خلال 24 ساعة\.$/),
      // 103 to 110 take the plural noun, as 3 to 10 do.
      expect.stringMatching(/خلال 104 ساعات\.$/),
    ]);
  });
});
