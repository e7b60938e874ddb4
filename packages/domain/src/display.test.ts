import { describe, expect, it } from 'vitest';
import {
  adminStockBadge,
  cardLabel,
  firstNumber,
  heroDescription,
  heroTitle,
  percentChange,
  quickLinks,
  stockText,
  truncate,
} from './display';
import { elapsedSince, elapsedText, timeAgo } from './elapsed';
import { arabicCatalogueWord } from './catalogue-words';

const x = (n: number) => 'x'.repeat(n);

describe('truncate', () => {
  it.each([
    ['short', 10, 'short'],
    ['exactly10!', 10, 'exactly10!'],
    ['eleven char', 10, 'eleven cha...'],
    ['', 5, ''],
    ['👕👕👕', 2, '👕👕...'], // counts characters, never splits an emoji
  ])('truncate(%j, %i) = %j', (text, max, expected) => {
    expect(truncate(text, max)).toBe(expected);
  });
});

describe('hero cuts', () => {
  it.each([
    [x(50), x(50)],
    [x(51), `${x(50)}...`],
  ])('title of %#', (title, expected) => {
    expect(heroTitle(title)).toBe(expected);
  });

  it.each([
    [x(120), x(120)],
    [x(121), `${x(120)}...`],
  ])('description of %#', (description, expected) => {
    expect(heroDescription(description)).toBe(expected);
  });
});

describe('cardLabel', () => {
  it.each([
    ['Polo', 'Polo'],
    [x(15), x(15)],
    [x(16), `${x(13)}...`],
    ['Classic Oxford Shirt', 'Classic Oxfor...'],
    ['', ''],
  ])('%j -> %j', (text, expected) => {
    expect(cardLabel(text)).toBe(expected);
  });
});

describe('stockText', () => {
  it.each([
    [-1, 'out of stock'],
    [0, 'out of stock'],
    [1, 'Only 1 left in stock — order soon!'],
    [5, 'Only 5 left in stock — order soon!'],
    [6, '6 In stock'],
    [120, '120 In stock'],
  ])('%i -> %j', (stock, text) => {
    expect(stockText(stock)).toBe(text);
  });
});

describe('adminStockBadge', () => {
  it.each([
    [-2, 'out', '-2 in stock'],
    [0, 'out', '0 in stock'],
    [1, 'low', '1 in stock'],
    [19, 'low', '19 in stock'],
    [20, 'in', '20 in stock'],
    [500, 'in', '500 in stock'],
  ])('%i -> %s', (stock, level, label) => {
    expect(adminStockBadge(stock)).toEqual({ level, label });
  });
});

describe('quickLinks', () => {
  it('reads in Arabic with the Arabic of the catalogue words, and keeps the English addresses', () => {
    expect(
      quickLinks(
        [
          { gender: 'women', category: 'Abayas' },
          { gender: 'kids', category: 'Kaftan Sets' },
          { gender: 'men', category: 'Accessories' },
        ],
        arabicCatalogueWord,
      ),
    ).toEqual([
      { label: 'عبايات للنساء', to: '/category/women/Abayas' },
      { label: 'Kaftan Sets للأطفال', to: '/category/kids/Kaftan%20Sets' },
      { label: 'إكسسوارات', to: '/accessories' },
    ]);
  });

  it('labels each gender and links to the category page', () => {
    expect(
      quickLinks([
        { gender: 'men', category: 'Shirts' },
        { gender: 'women', category: 'Dresses' },
        { gender: 'kids', category: 'Tops' },
        { gender: 'others', category: 'Scarves' },
        { gender: 'Women', category: 'Night & Day' },
      ]),
    ).toEqual([
      { label: "Men's Shirts", to: '/category/men/Shirts' },
      { label: "Women's Dresses", to: '/category/women/Dresses' },
      { label: "Kids' Tops", to: '/category/kids/Tops' },
      { label: "Others' Scarves", to: '/category/others/Scarves' },
      { label: "Women's Night & Day", to: '/category/women/Night%20%26%20Day' },
    ]);
  });

  it('skips duplicates, blanks and Accessories, then adds one Accessories link', () => {
    expect(
      quickLinks([
        { gender: 'men', category: 'accessories' },
        { gender: 'men', category: 'Shirts' },
        { gender: 'Men', category: 'shirts ' },
        { gender: 'women', category: 'Accessories' },
        { gender: '', category: 'Hats' },
        { gender: 'kids', category: ' ' },
      ]),
    ).toEqual([
      { label: "Men's Shirts", to: '/category/men/Shirts' },
      { label: 'Accessories', to: '/accessories' },
    ]);
  });

  it('keeps at most 8 category links and still finds Accessories after them', () => {
    const pairs = Array.from({ length: 10 }, (_, i) => ({ gender: 'men', category: `C${i}` }));
    const links = quickLinks([...pairs, { gender: 'kids', category: 'ACCESSORIES' }]);
    expect(links.map((l) => l.label)).toEqual([
      ...Array.from({ length: 8 }, (_, i) => `Men's C${i}`),
      'Accessories',
    ]);
  });

  it('has no Accessories link without that category', () => {
    expect(quickLinks([{ gender: 'men', category: 'Shirts' }])).toHaveLength(1);
    expect(quickLinks([])).toEqual([]);
  });
});

describe('firstNumber', () => {
  it.each([
    ['Up to 40% OFF', 40],
    ['12.5% off', 12.5],
    ['30% OFF', 30],
    ['Buy 2 get 1', 2],
    ['No discount', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (text, expected) => {
    expect(firstNumber(text)).toBe(expected);
  });
});

describe('percentChange', () => {
  it.each([
    [150, 100, 50],
    [50, 100, -50],
    [100, 100, 0],
    [0, 0, 100],
    [25, 0, 100],
    [1, 3, -66.7],
    [2, 3, -33.3],
    [4, 3, 33.3],
    [10, -10, 200],
  ])('%s against %s -> %s', (current, lastMonth, expected) => {
    expect(percentChange(current, lastMonth)).toBe(expected);
  });
});

describe('timeAgo', () => {
  const now = new Date('2025-03-10T12:00:00.000Z');
  const before = (ms: number) => new Date(now.getTime() - ms);
  const MIN = 60_000;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;

  it.each<[string, number, string]>([
    ['the same instant', 0, 'just now'],
    ['59.999 seconds', MIN - 1, 'just now'],
    ['one minute', MIN, '1 minute ago'],
    ['five minutes', 5 * MIN + 30_000, '5 minutes ago'],
    ['59 minutes', HOUR - 1, '59 minutes ago'],
    ['one hour', HOUR, '1 hour ago'],
    ['two hours', 2 * HOUR + 59 * MIN, '2 hours ago'],
    ['23 hours', DAY - 1, '23 hours ago'],
    ['one day', DAY, '1 day ago'],
    ['three days', 3 * DAY + 5 * HOUR, '3 days ago'],
    ['forty days', 40 * DAY, '40 days ago'],
  ])('%s', (_label, elapsed, text) => {
    expect(timeAgo(before(elapsed), now)).toBe(text);
  });

  it('says just now for a date slightly in the future or an invalid date', () => {
    expect(timeAgo(new Date(now.getTime() + 5000), now)).toBe('just now');
    expect(timeAgo(new Date('nope'), now)).toBe('just now');
  });
});

describe('elapsedText', () => {
  const now = new Date('2025-03-10T12:00:00.000Z');
  const MIN = 60_000;
  const before = (ms: number) => new Date(now.getTime() - ms);

  it.each<[number, string, string]>([
    [0, 'just now', 'الآن'],
    [MIN, '1 minute ago', 'قبل دقيقة واحدة'],
    [2 * MIN, '2 minutes ago', 'قبل دقيقتين'],
    [4 * MIN, '4 minutes ago', 'قبل 4 دقائق'],
    [11 * MIN, '11 minutes ago', 'قبل 11 دقيقة'],
    [2 * 60 * MIN, '2 hours ago', 'قبل ساعتين'],
    [5 * 60 * MIN, '5 hours ago', 'قبل 5 ساعات'],
    [24 * 60 * MIN, '1 day ago', 'أمس'],
    [3 * 24 * 60 * MIN, '3 days ago', 'قبل 3 أيام'],
    [40 * 24 * 60 * MIN, '40 days ago', 'قبل 40 يومًا'],
  ])('%i ms ago reads %j and %j', (elapsed, english, arabic) => {
    const since = elapsedSince(before(elapsed), now);
    expect(elapsedText(since, 'en')).toBe(english);
    expect(elapsedText(since, 'ar')).toBe(arabic);
  });

  it('writes Arabic with Western digits and the number inside the words', () => {
    const text = elapsedText({ value: 4, unit: 'minute' }, 'ar');
    expect(text).not.toMatch(/[\u0660-\u0669]/);
    expect(text.startsWith('قبل')).toBe(true);
  });
});
