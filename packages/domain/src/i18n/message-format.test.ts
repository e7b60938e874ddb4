import { describe, expect, it } from 'vitest';
import { catalogueProblems } from './catalogue-check';
import { createTranslator, fillMessage, placeholdersOf } from './message-format';

describe('fillMessage', () => {
  it('fills each {name} and leaves a name it was not given as written', () => {
    expect(fillMessage('Showing {shown} of {total}', { shown: 3 })).toBe('Showing 3 of {total}');
    expect(fillMessage('Only {left} left of {name}', { left: 0, name: 'Shirt' })).toBe(
      'Only 0 left of Shirt',
    );
    expect(fillMessage('{a} {a}', { a: 'x' })).toBe('x x');
  });

  it('lists the names a template fills, sorted', () => {
    expect(placeholdersOf('{field} must be at most {max} characters')).toEqual(['field', 'max']);
    expect(placeholdersOf('No parts')).toEqual([]);
  });
});

describe('createTranslator', () => {
  let locale = 'en';
  type Key = 'hello' | 'items.one' | 'items.other';
  const catalogues: { en: Record<Key, string>; ar?: Record<string, string> } = {
    en: { hello: 'Hello {name}', 'items.one': '{count} item', 'items.other': '{count} items' },
  };
  const { t, tp } = createTranslator<Key>(catalogues, () => locale);

  it('reads the current language, and English until that one is loaded', () => {
    expect(t('hello', { name: 'Sara' })).toBe('Hello Sara');
    locale = 'ar';
    expect(t('hello', { name: 'Sara' })).toBe('Hello Sara');
    catalogues.ar = { hello: 'مرحباً {name}', 'items.other': '{count} قطعة', 'items.two': 'قطعتان' };
    expect(t('hello', { name: 'سارة' })).toBe('مرحباً سارة');
    locale = 'en';
  });

  it("picks the count's plural form, and .other where the language has none of its own", () => {
    expect(tp('items', 1)).toBe('1 item');
    expect(tp('items', 3)).toBe('3 items');
    locale = 'ar';
    expect(tp('items', 2)).toBe('قطعتان');
    expect(tp('items', 5)).toBe('5 قطعة');
    locale = 'en';
  });
});

describe('a page that loaded only its own language', () => {
  type Key = 'hello' | 'items.other';
  const ar: Record<Key, string> = { hello: 'مرحباً {name}', 'items.other': '{count} قطعة' };
  const { t, tp } = createTranslator<Key>({ ar }, () => 'ar');

  it('reads its language, and .other for a plural form it does not write, without English', () => {
    expect(t('hello', { name: 'سارة' })).toBe('مرحباً سارة');
    expect(tp('items', 3)).toBe('3 قطعة');
  });
});

describe('catalogueProblems', () => {
  const en = { a: 'Hi {name}', 'n.one': '{count} item', 'n.other': '{count} items' };

  it('finds nothing wrong with a complete translation', () => {
    const ar = {
      a: 'أهلاً {name}',
      'n.one': 'قطعة واحدة',
      'n.other': '{count} قطع',
      'n.two': 'قطعتان',
    };
    expect(catalogueProblems(en, ar)).toEqual([]);
  });

  it('names a missing or empty text, other placeholders and a key English lacks', () => {
    expect(
      catalogueProblems(en, { a: ' ', 'n.other': '{total} قطع', b: 'زائد', 'n.few': '{x}' }),
    ).toEqual([
      'a: no Arabic text',
      'n.one: no Arabic text',
      'n.other: Arabic fills {total}, English {count}',
      'b: Arabic only',
      'n.few: Arabic fills a name n.other does not',
    ]);
  });
});
