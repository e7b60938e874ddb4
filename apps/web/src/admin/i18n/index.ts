// The back office's message catalogues: loaded with the admin chunk, never with the storefront.
// Features add their own file under messages/ and spread it into messages/en.ts; their Arabic
// sibling ar-<feature>.ts is picked up by messages/ar.ts, loaded only when Arabic is chosen.
import { adminEn } from './messages/en';

export type AdminMessageKey = keyof typeof adminEn;
export type AdminLanguage = 'en' | 'ar';
type Params = Record<string, string | number>;
type PluralBase<K extends string> = K extends `${infer B}.other` ? B : never;
/** The plural forms Arabic may write beside English's one and other (atp picks them). */
export type ArabicPluralForms<K extends string> = Partial<
  Record<`${PluralBase<K>}.${'zero' | 'two' | 'few' | 'many'}`, string>
>;

let language: AdminLanguage = 'en';
let arabic: Readonly<Record<string, string>> | undefined;

/** The console's language now. */
export function adminLanguage(): AdminLanguage {
  return language;
}

/** Switches the console's text, loading the Arabic catalogue the first time it is chosen. */
export async function loadAdminLanguage(next: AdminLanguage): Promise<void> {
  if (next === 'ar' && !arabic) arabic = (await import('./messages/ar')).adminAr;
  language = next;
}

/** `at(key, params)`: the text of `key` in the console's language, `{name}` filled from params. */
export function at(key: AdminMessageKey, params?: Params): string {
  return fill((language === 'ar' ? arabic?.[key] : undefined) ?? adminEn[key], params);
}

function fill(template: string, params: Params | undefined): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/**
 * Plural-aware: `${base}.${category}` for the count's CLDR category in the console's language,
 * else `.other`. Arabic may write forms English has no use for (zero, two, few, many: 0, 2,
 * 3–10, 11–99); where it does not, its `.other` text is written to fit them all.
 */
export function atp(base: PluralBase<AdminMessageKey>, count: number, params?: Params): string {
  const category = new Intl.PluralRules(language).select(count);
  const key = `${base}.${category}`;
  const own = language === 'ar' ? arabic?.[key] : undefined;
  if (own !== undefined) return fill(own, { count, ...params });
  const resolved = (key in adminEn ? key : `${base}.other`) as AdminMessageKey;
  return at(resolved, { count, ...params });
}

/** Whether the catalogue has `key` (status labels fall back to the raw status when not). */
export function isAdminMessageKey(key: string): key is AdminMessageKey {
  return key in adminEn;
}
