import { catalogueProblems, placeholdersOf } from '@store/domain';
import { describe, expect, it } from 'vitest';
import type { Language, MailCopy } from '#modules/mails';
import { keysAmiss, mailTextsOf } from '../modules/mails/mail-text-test-kit';
import {
  backInStockCopyIn,
  backInStockWords,
  type BackInStock,
  type BackInStockWords,
} from './back-in-stock-mail';
import { BACK_IN_STOCK_TEXT_AR, BACK_IN_STOCK_TEXT_EN } from './back-in-stock-text';

const ITEMS: BackInStock[] = [
  {
    name: 'Linen shirt',
    color: 'Navy',
    size: 'M',
    imageUrl: 'https://cdn.test/shirt.jpg',
    productUrl: 'https://souq.test/p/shirt',
  },
  {
    name: 'Abaya',
    color: 'Black',
    size: 'XL',
    imageUrl: null,
    productUrl: 'https://souq.test/p/a',
  },
];

/** The mail's words in `lang`, noting each key asked for, the mails' keys apart. */
function noting(lang: Language, own: Set<string>, shared: Set<string>): BackInStockWords {
  const words = backInStockWords(lang);
  return {
    t: (key, params) => (own.add(key), words.t(key, params)),
    mail: {
      ...words.mail,
      t: (key, params) => (shared.add(key), words.mail.t(key, params)),
    },
  };
}

const everyCopy = (words: BackInStockWords) => ITEMS.map((item) => backInStockCopyIn(item, words));

describe("the back-in-stock mail's catalogues", () => {
  it('passes the check every catalogue of the store passes', () => {
    expect(catalogueProblems(BACK_IN_STOCK_TEXT_EN, BACK_IN_STOCK_TEXT_AR)).toEqual([]);
  });

  it('has every key the mail uses, and no key it does not', () => {
    const own = new Set<string>();
    const shared = new Set<string>();
    for (const lang of ['en', 'ar'] as const) everyCopy(noting(lang, own, shared));
    expect(
      keysAmiss({ own, shared }, { en: BACK_IN_STOCK_TEXT_EN, ar: BACK_IN_STOCK_TEXT_AR }),
    ).toEqual({
      ownMissing: [],
      sharedMissing: [],
      unused: [],
    });
  });
});

describe('the back-in-stock mail in both languages', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`fills every part of every text in ${lang}`, () => {
      const texts = everyCopy(backInStockWords(lang)).flatMap(mailTextsOf);
      expect(texts.filter((text) => !text.trim() || placeholdersOf(text).length)).toEqual([]);
    });
  }

  it('has the same lines, picture, details and button in English and Arabic', () => {
    const shapeOf = (copy: MailCopy) => ({
      intro: copy.intro.length,
      image: copy.image,
      details: copy.details?.map((d) => d.value),
      button: copy.button?.url,
      outro: copy.outro.length,
    });
    expect(everyCopy(backInStockWords('ar')).map(shapeOf)).toEqual(
      everyCopy(backInStockWords('en')).map(shapeOf),
    );
  });
});
