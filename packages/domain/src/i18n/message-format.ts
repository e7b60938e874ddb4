/**
 * The one message format of the store, used by the storefront, the console, the API's answers
 * and the mails: a catalogue per language maps a stable key to a text, and `{name}` in the text
 * stands for a part filled in when the text is used. English is complete; every other language
 * has the same keys (checked by catalogueProblems), and may add the plural forms it needs.
 */
export type Catalogue<K extends string = string> = Readonly<Record<K, string>>;
export type MessageParams = Readonly<Record<string, string | number>>;

/** The plural forms a catalogue may write beside `.other` (CLDR categories). */
export const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many'] as const;
/** `'cart.count'` for a key `'cart.count.other'`: the base `tp` is called with. */
export type PluralBase<K extends string> = K extends `${infer B}.other` ? B : never;

const PLACEHOLDER = /\{(\w+)\}/g;

/** `template` with each `{name}` replaced by `params.name`; an unknown name stays as written. */
export function fillMessage(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** The names a template fills, sorted: `['max', 'field']` for '{field} is at most {max}'. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '').sort();
}

/**
 * `t` and `tp` over catalogues by language for the language `locale()` names now. A language
 * whose catalogue is not loaded yet, or that lacks a key, reads the English where it is loaded
 * (a storefront page loads only its own language's catalogue).
 */
export function createTranslator<K extends string>(
  catalogues: { en?: Catalogue<K> } & Partial<Record<string, Readonly<Record<string, string>>>>,
  locale: () => string,
) {
  const text = (key: string): string | undefined =>
    catalogues[locale()]?.[key] ?? (catalogues.en as Record<string, string> | undefined)?.[key];
  /** The text of `key` in the current language, `{name}` filled from `params`. */
  const t = (key: K, params?: MessageParams): string => fillMessage(text(key) ?? key, params);
  /** Plural-aware: `${base}.${category}` for the count's CLDR category, else `${base}.other`. */
  const tp = (base: PluralBase<K>, count: number, params?: MessageParams): string => {
    const form = `${base}.${new Intl.PluralRules(locale()).select(count)}`;
    return fillMessage(text(form) ?? text(`${base}.other`) ?? form, { count, ...params });
  };
  return { t, tp };
}
