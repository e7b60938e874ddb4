import * as domain from '@store/domain';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { API_MESSAGES_AR } from './api-messages-ar';
import { API_MESSAGES_EN, type ApiMessageKey } from './api-messages-en';
import { requestLanguage } from './request-language';
import { translateMessage } from './translate';

const ARABIC_LETTER = /[\u0621-\u064A]/;

describe('the Arabic catalogue of API messages', () => {
  const pairs = (Object.keys(API_MESSAGES_EN) as ApiMessageKey[]).map(
    (key) => [API_MESSAGES_EN[key], API_MESSAGES_AR[key]] as const,
  );
  it('passes the check every catalogue of the store passes', () => {
    expect(domain.catalogueProblems(API_MESSAGES_EN, API_MESSAGES_AR)).toEqual([]);
  });

  it.each(pairs)('has Arabic with the same parts for %j', (en, ar) => {
    expect(ar.trim()).not.toBe('');
    expect(ar).toMatch(ARABIC_LETTER);
    expect(domain.placeholdersOf(ar)).toEqual(domain.placeholdersOf(en));
  });

  // Every schema the API parses with, given an empty body, a body of wrong types and a body of
  // over-long text: each message it answers must have its Arabic.
  const schemas = Object.entries(domain as Record<string, unknown>).flatMap(([name, value]) =>
    name.endsWith('Schema') && typeof (value as { safeParse?: unknown }).safeParse === 'function'
      ? [value as z.ZodType]
      : [],
  );
  const long = 'x'.repeat(5000);
  const bodies: unknown[] = [
    {},
    null,
    'text',
    { name: 1, email: 2, password: 3, page: 'x', limit: -1, quantity: 0, status: 'nope' },
    { name: long, email: long, description: long, title: long, fullname: long, reason: long },
  ];
  it('covers every message the schemas answer with', () => {
    const untranslated = new Set<string>();
    for (const schema of schemas) {
      for (const body of bodies) {
        const result = schema.safeParse(body);
        if (result.success) continue;
        const messages = [
          domain.firstError(result.error),
          ...Object.values(domain.fieldErrors(result.error)),
        ];
        for (const message of messages) {
          if (translateMessage(message, 'ar') === message) untranslated.add(message);
        }
      }
    }
    expect([...untranslated]).toEqual([]);
  });
});

describe('translateMessage', () => {
  it('leaves English as it is', () => {
    expect(translateMessage('Order not found', 'en')).toBe('Order not found');
  });

  it('carries the varying parts into the Arabic and names known fields in Arabic', () => {
    expect(translateMessage("Only 2 left of 'Linen Shirt'", 'ar')).toBe(
      'تبقّى 2 فقط من «Linen Shirt»',
    );
    expect(translateMessage('email must be at most 254 characters', 'ar')).toBe(
      'يجب ألا يزيد email على 254 حرفًا',
    );
    expect(translateMessage('Price cannot be negative', 'ar')).toBe('لا يمكن أن يكون السعر سالبًا');
  });

  it('reads a refusal that a refund follows all in Arabic, the refusal by its own key', () => {
    expect(
      translateMessage(
        "Sorry, 'Linen Shirt' is out of stock. Your card payment of AED 120.00 was refunded.",
        'ar',
      ),
    ).toBe(
      'عذرًا، «Linen Shirt» غير متوفر حاليًا. وقد أُعيد إلى بطاقتك المبلغ المدفوع \u2068AED 120.00\u2069.',
    );
  });

  it('keeps a message the catalogue does not know in English', () => {
    expect(translateMessage('Something new', 'ar')).toBe('Something new');
  });
});

describe('requestLanguage', () => {
  it.each([
    [{}, 'en'],
    [{ 'accept-language': 'ar' }, 'ar'],
    [{ 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.8' }, 'ar'],
    [{ 'accept-language': 'en-US,en;q=0.9,ar;q=0.8' }, 'en'],
    [{ 'accept-language': 'en;q=0.5, ar;q=0.7' }, 'ar'],
    [{ 'accept-language': 'en, ar' }, 'en'],
    [{ 'accept-language': 'ar, en' }, 'ar'],
    [{ 'accept-language': 'fr, ar;q=0.5' }, 'ar'],
    [{ 'accept-language': 'ar;q=0' }, 'en'],
    [{ 'accept-language': 'fr' }, 'en'],
    [{ cookie: 'session=1; lang=ar' }, 'ar'],
    [{ cookie: 'lang=en', 'accept-language': 'ar' }, 'en'],
    [{ cookie: 'lang=xx', 'accept-language': 'ar' }, 'ar'],
  ] as const)('%j reads as %s', (headers, expected) => {
    expect(requestLanguage(headers)).toBe(expected);
  });
});
