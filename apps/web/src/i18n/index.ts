import type { StoreLocale } from '@store/domain';

import { en } from './messages/en';

/** The storefront's languages: English at today's paths, Arabic under /ar (decision 42). */
export type Locale = StoreLocale;
export type MessageKey = keyof typeof en;
/** A catalogue for another locale must translate every key. */
export type Messages = Record<MessageKey, string>;
type Params = Record<string, string | number>;

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

type PluralBase<K extends string> = K extends `${infer B}.other` ? B : never;

/**
 * `t` and `tp` over a set of catalogues for the current locale. The storefront's are below; the
 * back office makes its own (admin/i18n) so its text stays out of the storefront's bundle.
 */
export function createTranslator<K extends string>(
  messages: { en: Record<K, string> } & Partial<Record<Locale, Record<K, string>>>,
) {
  /** The current locale's catalogue; English until another one is loaded. */
  const catalogue = (): Record<K, string> => messages[current] ?? messages.en;
  /** Translate `key`, replacing `{name}` placeholders with `params.name`. */
  function translate(key: K, params?: Params): string {
    const template = catalogue()[key];
    if (!params) return template;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name];
      return value === undefined ? whole : String(value);
    });
  }
  /** Plural-aware: picks `${base}.${category}` (CLDR category) or falls back to `.other`. */
  function plural(base: PluralBase<K>, count: number, params?: Params): string {
    const category = new Intl.PluralRules(current).select(count);
    const key = `${base}.${category}`;
    const resolved = (key in catalogue() ? key : `${base}.other`) as K;
    return translate(resolved, { count, ...params });
  }
  return { t: translate, tp: plural };
}

export const { t, tp } = createTranslator<MessageKey>(catalogues);

/** Sets `<html lang dir>` from the current locale. */
export function applyDocumentLocale(doc: Document = document): void {
  doc.documentElement.lang = current;
  doc.documentElement.dir = getDir();
}
