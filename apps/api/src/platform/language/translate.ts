import { API_MESSAGES_AR } from './api-messages-ar';
import type { ApiLanguage } from './request-language';

/** The names a template may use for its parts: `{field}` in 'Price cannot be negative'. */
const PLACEHOLDER = /\{(\w+)\}/g;

/** The parts a message template names, sorted: the English and the Arabic must name the same. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '').sort();
}

/** Field labels the schemas put into messages, so 'Price cannot be negative' reads all Arabic. */
const LABELS_AR: Readonly<Record<string, string>> = {
  Price: 'السعر',
  'Original price': 'السعر الأصلي',
  Stock: 'المخزون',
  'Variant stock': 'مخزون الخيار',
  Text: 'النص',
  colors: 'الألوان',
  sizes: 'المقاسات',
};

interface Template {
  pattern: RegExp;
  names: string[];
  arabic: string;
  /** Characters of fixed text: the more, the more specific. */
  literal: number;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Templates with parts, the longest literal text first so the most specific one wins. */
const TEMPLATES: Template[] = Object.entries(API_MESSAGES_AR)
  .filter(([english]) => /\{\w+\}/.test(english))
  .map(([english, arabic]) => {
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
      arabic,
      literal: english.replace(PLACEHOLDER, '').length,
    };
  })
  .sort((a, b) => b.literal - a.literal);

/** The cut a message may be before matching is not worth it (a field path is capped at 60). */
const MESSAGE_MAX_CHARS = 600;

/**
 * A message as `lang` reads it: English as it is; Arabic from the catalogue (exact text first,
 * then a template with its parts carried over), or the English when the catalogue lacks it.
 */
export function translateMessage(message: string, lang: ApiLanguage): string {
  if (lang === 'en') return message;
  const exact = API_MESSAGES_AR[message];
  if (exact !== undefined) return exact;
  if (message.length > MESSAGE_MAX_CHARS) return message;
  for (const template of TEMPLATES) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const values = new Map(template.names.map((name, i) => [name, match[i + 1] ?? '']));
    return template.arabic.replace(PLACEHOLDER, (_, name: string) => {
      const value = values.get(name) ?? '';
      return LABELS_AR[value] ?? value;
    });
  }
  return message;
}
