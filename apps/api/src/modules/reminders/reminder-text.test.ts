import { catalogueProblems, LOW_STOCK_THRESHOLD, placeholdersOf } from '@store/domain';
import { describe, expect, it } from 'vitest';
import type { Language, MailCopy } from '#modules/mails';
import { keysAmiss, mailTextsOf } from '../mails/mail-text-test-kit';
import {
  reminderCopyIn,
  reminderWords,
  type ReminderLine,
  type ReminderMail,
  type ReminderWords,
} from './reminder-copy';
import { REMINDER_TEXT_AR } from './reminder-text-ar';
import { REMINDER_TEXT_EN } from './reminder-text-en';

const line = (stock: number): ReminderLine => ({
  name: 'Linen shirt',
  color: 'Navy',
  size: 'M',
  quantity: 2,
  lineFils: 25_800,
  stock,
});

/** Every kind, with a line of each stock: sold out, a few left, enough. */
const MAILS: ReminderMail[] = [
  {
    kind: 'bag_reminder',
    lines: [line(0), line(LOW_STOCK_THRESHOLD), line(LOW_STOCK_THRESHOLD + 1)],
    totalFils: 77_400,
    bagUrl: 'https://souq.test/bag',
  },
  {
    kind: 'price_drop',
    name: 'Abaya',
    wasFils: 129_900,
    nowFils: 64_950,
    productUrl: 'https://souq.test/p/abaya',
  },
];
const TO = { fullname: 'Mariam Al Falasi', unsubscribeUrl: 'https://souq.test/unsubscribe' };

/** The reminders' words in `lang`, noting each key asked for, the mails' keys apart. */
function noting(lang: Language, own: Set<string>, shared: Set<string>): ReminderWords {
  const words = reminderWords(lang);
  return {
    t: (key, params) => (own.add(key), words.t(key, params)),
    mail: {
      ...words.mail,
      t: (key, params) => (shared.add(key), words.mail.t(key, params)),
    },
  };
}

const everyCopy = (words: ReminderWords) => MAILS.map((mail) => reminderCopyIn(mail, TO, words));

describe("the reminders' catalogues", () => {
  it('passes the check every catalogue of the store passes', () => {
    expect(catalogueProblems(REMINDER_TEXT_EN, REMINDER_TEXT_AR)).toEqual([]);
  });

  it('has every key the reminders use, and no key they do not', () => {
    const own = new Set<string>();
    const shared = new Set<string>();
    for (const lang of ['en', 'ar'] as const) everyCopy(noting(lang, own, shared));
    expect(keysAmiss({ own, shared }, { en: REMINDER_TEXT_EN, ar: REMINDER_TEXT_AR })).toEqual({
      ownMissing: [],
      sharedMissing: [],
      unused: [],
    });
  });
});

describe('every reminder in both languages', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`fills every part of every text in ${lang}`, () => {
      const texts = everyCopy(reminderWords(lang)).flatMap(mailTextsOf);
      expect(texts.filter((text) => !text.trim() || placeholdersOf(text).length)).toEqual([]);
    });
  }

  it('has the same lines, details, button and way out in English and Arabic', () => {
    const shapeOf = (copy: MailCopy) => ({
      intro: copy.intro.length,
      details: copy.details?.length,
      button: copy.button?.url,
      outro: copy.outro.length,
      unsubscribe: copy.unsubscribe?.url,
    });
    expect(everyCopy(reminderWords('ar')).map(shapeOf)).toEqual(
      everyCopy(reminderWords('en')).map(shapeOf),
    );
  });

  it('counts what is left of a line only when a few are', () => {
    const values = (lang: Language) =>
      reminderCopyIn(MAILS[0]!, TO, reminderWords(lang)).details?.map((d) => d.value);
    expect(values('en')).toEqual([
      'AED 258.00, sold out',
      `AED 258.00, only ${LOW_STOCK_THRESHOLD} left`,
      'AED 258.00, in stock',
      'AED 774.00',
    ]);
    expect(values('ar')).toEqual([
      '258.00 د.إ، نفدت الكمية',
      `258.00 د.إ، بقي ${LOW_STOCK_THRESHOLD} فقط`,
      '258.00 د.إ، متوفر',
      '774.00 د.إ',
    ]);
  });
});
