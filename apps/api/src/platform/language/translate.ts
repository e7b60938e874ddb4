import { fillMessage, type MessageParams } from '@store/domain';
import { API_MESSAGES_AR } from './api-messages-ar';
import { API_MESSAGES_EN, type ApiMessageKey } from './api-messages-en';
import type { ApiLanguage } from './request-language';

const KEYS = Object.keys(API_MESSAGES_EN) as ApiMessageKey[];

/** Each English text without parts, to the key it is the text of. */
const KEY_OF_TEXT = new Map<string, ApiMessageKey>(
  KEYS.filter((key) => !/\{\w+\}/.test(API_MESSAGES_EN[key])).map((key) => [
    API_MESSAGES_EN[key],
    key,
  ]),
);

/** Field labels the schemas put into messages, so 'Price cannot be negative' reads all Arabic. */
const LABELS_AR: Readonly<Record<string, string>> = {
  Price: 'السعر',
  'Original price': 'السعر الأصلي',
  Stock: 'المخزون',
  'Variant stock': 'مخزون الخيار',
  Text: 'النص',
  colors: 'الألوان',
  sizes: 'المقاسات',
  // The promotion form's fields
  Products: 'المنتجات',
  Categories: 'الفئات',
  Subcategories: 'الفئات الفرعية',
  Genders: 'الأقسام',
  Brands: 'العلامات التجارية',
  Emails: 'عناوين البريد الإلكتروني',
  Percent: 'النسبة المئوية',
  Buy: 'عدد القطع المشتراة',
  Get: 'عدد القطع المخفّضة',
  'Minimum units': 'الحد الأدنى لعدد القطع',
  'Total uses': 'إجمالي مرات الاستخدام',
  'Uses per shopper': 'مرات الاستخدام لكل متسوق',
  'Number of codes': 'عدد الرموز',
  Amount: 'المبلغ',
  'Maximum discount': 'الحد الأقصى للخصم',
  'Minimum subtotal': 'الحد الأدنى للمجموع الفرعي',
};

interface Template {
  pattern: RegExp;
  names: string[];
  key: ApiMessageKey;
  /** Characters of fixed text: the more, the more specific. */
  literal: number;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Templates with parts, the longest literal text first so the most specific one wins. */
const TEMPLATES: Template[] = KEYS.filter((key) => /\{\w+\}/.test(API_MESSAGES_EN[key]))
  .map((key) => {
    const english: string = API_MESSAGES_EN[key];
    const names: string[] = [];
    const source = english
      .split(/(\{\w+\})/)
      .map((piece) => {
        const name = /^\{(\w+)\}$/.exec(piece)?.[1];
        if (name === undefined) return escape(piece);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    return {
      pattern: new RegExp(`^${source}$`, 's'),
      names,
      key,
      literal: english.replace(/\{\w+\}/g, '').length,
    };
  })
  .sort((a, b) => b.literal - a.literal);

/** The cut a message may be before matching is not worth it (a field path is capped at 60). */
const MESSAGE_MAX_CHARS = 600;

/** A part named `{message}` is itself a message (a refusal another one adds to), ending in '.'. */
function arabicPart(name: string, value: string): string {
  if (name !== 'message') return LABELS_AR[value] ?? value;
  const whole = translateMessage(`${value}.`, 'ar');
  return (whole === `${value}.` ? value : whole).replace(/\.$/, '');
}

/**
 * A message as `lang` reads it: English as it is; Arabic by the message's key (its exact text
 * first, then the template it fits, whose parts are carried over), or the English when no key
 * has that text.
 */
export function translateMessage(message: string, lang: ApiLanguage): string {
  if (lang === 'en') return message;
  const exact = KEY_OF_TEXT.get(message);
  if (exact !== undefined) return API_MESSAGES_AR[exact];
  if (message.length > MESSAGE_MAX_CHARS) return message;
  for (const template of TEMPLATES) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const values = new Map(template.names.map((name, i) => [name, match[i + 1] ?? '']));
    return API_MESSAGES_AR[template.key].replace(/\{(\w+)\}/g, (_, name: string) =>
      arabicPart(name, values.get(name) ?? ''),
    );
  }
  return message;
}

/** The text of `key` in `lang`, its parts filled from `params`: a message thrown by its key. */
export function messageByKey(
  key: ApiMessageKey,
  params: MessageParams | undefined,
  lang: ApiLanguage,
): string {
  if (lang === 'en') return fillMessage(API_MESSAGES_EN[key], params);
  // Each part reads as it would in a message found by its text: a field's label in Arabic, a
  // message part by its own key.
  const parts = params
    ? Object.fromEntries(
        Object.entries(params).map(([name, value]) => [name, arabicPart(name, String(value))]),
      )
    : undefined;
  return fillMessage(API_MESSAGES_AR[key], parts);
}

/** The requests whose error answer was already written in their language, by its key. */
const answeredByKey = new WeakSet<object>();

/** Marks `request` as answered by a message's key, so the answer is not translated again. */
export function markAnsweredByKey(request: object): void {
  answeredByKey.add(request);
}

export function isAnsweredByKey(request: object): boolean {
  return answeredByKey.has(request);
}
