import { createTranslator as createMessageTranslator, type StoreLocale } from '@store/domain';

import type { MessageKey, Messages } from './message-keys';

export type { MessageKey, Messages } from './message-keys';

/** The storefront's languages: English at today's paths, Arabic under /ar (decision 42). */
export type Locale = StoreLocale;

/**
 * Catalogues by language. Each language's entry script brings its own (`main.tsx`,
 * `main-ar.tsx`), so a page's scripts carry only its language's text (decision 93); the server
 * bundle registers both, the unit tests English (`test-catalogue.ts`).
 */
const catalogues: Partial<Record<Locale, Messages>> = {};

/** Makes `locale`'s catalogue available. */
export function registerCatalogue(locale: Locale, messages: Messages): void {
  catalogues[locale] = messages;
}

/** Loads `locale`'s catalogue (a chunk of its own) unless it is already there. */
export async function loadCatalogue(locale: Locale): Promise<void> {
  if (catalogues[locale]) return;
  registerCatalogue(
    locale,
    locale === 'ar' ? (await import('./messages/ar')).ar : (await import('./messages/en')).en,
  );
}
const rtlLocales: ReadonlySet<string> = new Set(['ar', 'fa', 'he', 'ur']);

let current: Locale = 'en';

export function getLocale(): Locale {
  return current;
}

/** Switches the catalogue used by `t`; call `applyDocumentLocale` afterwards. */
export function setLocale(locale: Locale): void {
  current = locale;
}

/** Text direction of the current locale: 'rtl' for Arabic. */
export function getDir(): 'ltr' | 'rtl' {
  return rtlLocales.has(current.split('-')[0] ?? current) ? 'rtl' : 'ltr';
}

/**
 * `t` and `tp` over a set of catalogues for the current locale (the store's one message format,
 * from the domain). The storefront's are below; the back office makes its own (admin/i18n) and
 * features their own, so their text stays out of the storefront's first script.
 */
export function createTranslator<K extends string>(
  messages: { en: Record<K, string> } & Partial<Record<Locale, Record<K, string>>>,
) {
  return createMessageTranslator<K>(messages, getLocale);
}

export const { t, tp } = createMessageTranslator<MessageKey>(catalogues, getLocale);

/** Sets `<html lang dir>` from the current locale. */
export function applyDocumentLocale(doc: Document = document): void {
  doc.documentElement.lang = current;
  doc.documentElement.dir = getDir();
}
