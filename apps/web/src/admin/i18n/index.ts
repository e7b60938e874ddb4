// The back office's message catalogue: loaded with the admin chunk, never with the storefront.
// Features add their own file under messages/ and spread it into messages/en.ts.
import { createTranslator } from '../../i18n';
import { adminEn } from './messages/en';

export type AdminMessageKey = keyof typeof adminEn;

/** `at(key, params)` and `atp(base, count)`: the storefront's `t` and `tp` for admin text. */
export const { t: at, tp: atp } = createTranslator<AdminMessageKey>({ en: adminEn });

/** Whether the catalogue has `key` (status labels fall back to the raw status when not). */
export function isAdminMessageKey(key: string): key is AdminMessageKey {
  return key in adminEn;
}
