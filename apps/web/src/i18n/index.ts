import { en } from './messages/en';

export type Locale = 'en';
export type MessageKey = keyof typeof en;
/** A catalogue for another locale must translate every key. */
export type Messages = Record<MessageKey, string>;
type Params = Record<string, string | number>;

const catalogues: Record<Locale, Messages> = { en };
const rtlLocales: ReadonlySet<string> = new Set(['ar', 'fa', 'he', 'ur']);

let current: Locale = 'en';

export function getLocale(): Locale {
  return current;
}

/** Switches the catalogue used by `t`; call `applyDocumentLocale` afterwards. */
export function setLocale(locale: Locale): void {
  current = locale;
}

/** Text direction of the current locale; Arabic will return 'rtl'. */
export function getDir(): 'ltr' | 'rtl' {
  return rtlLocales.has(current.split('-')[0] ?? current) ? 'rtl' : 'ltr';
}

type PluralBase<K extends string> = K extends `${infer B}.other` ? B : never;

/**
 * `t` and `tp` over a set of catalogues for the current locale. The storefront's are below; the
 * back office makes its own (admin/i18n) so its text stays out of the storefront's bundle.
 */
export function createTranslator<K extends string>(messages: Record<Locale, Record<K, string>>) {
  /** Translate `key`, replacing `{name}` placeholders with `params.name`. */
  function translate(key: K, params?: Params): string {
    const template = messages[current][key];
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
    const resolved = (key in messages[current] ? key : `${base}.other`) as K;
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
