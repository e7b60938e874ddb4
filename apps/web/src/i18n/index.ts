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

/** Translate `key`, replacing `{name}` placeholders with `params.name`. */
export function t(key: MessageKey, params?: Params): string {
  const template = catalogues[current][key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

type PluralBase<K extends string> = K extends `${infer B}.other` ? B : never;

/** Plural-aware translation: picks `${base}.${category}` (CLDR category) or falls back to `.other`. */
export function tp(base: PluralBase<MessageKey>, count: number, params?: Params): string {
  const category = new Intl.PluralRules(current).select(count);
  const key = `${base}.${category}`;
  const resolved = (key in catalogues[current] ? key : `${base}.other`) as MessageKey;
  return t(resolved, { count, ...params });
}

/** Sets `<html lang dir>` from the current locale. */
export function applyDocumentLocale(doc: Document = document): void {
  doc.documentElement.lang = current;
  doc.documentElement.dir = getDir();
}
