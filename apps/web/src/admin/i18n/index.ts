// The back office's message catalogues: loaded with the admin chunk, never with the storefront.
// Features add their own file under messages/ and spread it into messages/en.ts; their Arabic
// sibling ar-<feature>.ts is picked up by messages/ar.ts, loaded only when Arabic is chosen.
import { createTranslator, type PluralBase } from '@store/domain';

import { adminEn } from './messages/en';

export type AdminMessageKey = keyof typeof adminEn;
export type AdminLanguage = 'en' | 'ar';
/** The plural forms Arabic may write beside English's one and other (atp picks them). */
export type ArabicPluralForms<K extends string> = Partial<
  Record<`${PluralBase<K>}.${'zero' | 'two' | 'few' | 'many'}`, string>
>;

let language: AdminLanguage = 'en';
const catalogues: { en: typeof adminEn; ar?: Readonly<Record<string, string>> } = { en: adminEn };

/** The console's language now. */
export function adminLanguage(): AdminLanguage {
  return language;
}

/** Switches the console's text, loading the Arabic catalogue the first time it is chosen. */
export async function loadAdminLanguage(next: AdminLanguage): Promise<void> {
  if (next === 'ar' && !catalogues.ar) catalogues.ar = (await import('./messages/ar')).adminAr;
  language = next;
}

/**
 * `at(key, params)`: the text of `key` in the console's language, `{name}` filled from params.
 * `atp(base, count)`: plural-aware, `${base}.${category}` for the count's CLDR category in the
 * console's language, else `.other`. Arabic may write forms English has no use for (zero, two,
 * few, many: 0, 2, 3–10, 11–99); where it does not, its `.other` text is written to fit them all.
 */
export const { t: at, tp: atp } = createTranslator<AdminMessageKey>(catalogues, adminLanguage);

/** Whether the catalogue has `key` (status labels fall back to the raw status when not). */
export function isAdminMessageKey(key: string): key is AdminMessageKey {
  return key in adminEn;
}
