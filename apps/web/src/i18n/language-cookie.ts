import { LANG_COOKIE, type StoreLocale } from '@store/domain';

const YEAR_SECONDS = 365 * 24 * 3600;

/** Remembers the shopper's choice of language: the server and the API read this cookie. */
export function rememberLanguage(locale: StoreLocale): void {
  document.cookie = `${LANG_COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}
