import { createTranslator as createMessageTranslator, type StoreLocale } from '@store/domain';

import { en } from './messages/en';

/** The storefront's languages: English at today's paths, Arabic under /ar (decision 42). */
export type Locale = StoreLocale;
export type MessageKey = keyof typeof en;
/** A catalogue for another locale must translate every key. */
export type Messages = Record<MessageKey, string>;

/**
 * Catalogues by language. English comes with the app; Arabic is a chunk of its own, loaded
 * (`loadCatalogue`) only by the Arabic pages, so the English pages' scripts do not grow.
 */
const catalogues: { en: Messages } & Partial<Record<Locale, Messages>> = { en };

/** Makes `locale`'s catalogue available: the server bundle registers Arabic this way. */
export function registerCatalogue(locale: Locale, messages: Messages): void {
  catalogues[locale] = messages;
}

/** Loads `locale`'s catalogue (a separate chunk) unless it is already there. */
export async function loadCatalogue(locale: Locale): Promise<void> {
  if (catalogues[locale]) return;
  if (locale === 'ar') registerCatalogue('ar', (await import('./messages/ar')).ar);
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

export const { t, tp } = createTranslator<MessageKey>(catalogues);

/** Sets `<html lang dir>` from the current locale. */
export function applyDocumentLocale(doc: Document = document): void {
  doc.documentElement.lang = current;
  doc.documentElement.dir = getDir();
}
