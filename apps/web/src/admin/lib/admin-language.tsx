import { createContext, Fragment, useContext, useEffect, useState, type ReactNode } from 'react';

import { adminLanguage, loadAdminLanguage, type AdminLanguage } from '../i18n';

/** The `lang` cookie the storefront's switch sets too, read by the API for its messages. */
const COOKIE = 'lang';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readLanguageCookie(cookie: string = document.cookie): AdminLanguage {
  const value = cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === COOKIE)?.[1];
  return value === 'ar' ? 'ar' : 'en';
}

function writeLanguageCookie(lang: AdminLanguage) {
  document.cookie = `${COOKIE}=${lang}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

interface LanguageContextValue {
  language: AdminLanguage;
  switchLanguage: (next: AdminLanguage) => void;
}

const LanguageContext = createContext<LanguageContextValue>({
  language: 'en',
  switchLanguage: () => undefined,
});

export const useAdminLanguage = () => useContext(LanguageContext);

/**
 * The console's language: the `lang` cookie's at start, switched from the shell. The page waits
 * for the Arabic catalogue before it renders (no English flash), sets `<html lang dir>` while
 * the console is open and gives the document back as it found it when the shopper's pages return.
 */
export function AdminLanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState<AdminLanguage | null>(() => {
    const wanted = readLanguageCookie();
    return wanted === adminLanguage() ? wanted : null;
  });

  useEffect(() => {
    if (language !== null) return;
    const wanted = readLanguageCookie();
    void loadAdminLanguage(wanted).then(
      () => setLanguage(wanted),
      () => setLanguage('en'),
    );
  }, [language]);

  useEffect(() => {
    if (language === null) return;
    const root = document.documentElement;
    const before = { lang: root.lang, dir: root.dir };
    root.lang = language;
    root.dir = language === 'ar' ? 'rtl' : 'ltr';
    return () => {
      root.lang = before.lang;
      root.dir = before.dir;
    };
  }, [language]);

  if (language === null) return null;

  const switchLanguage = (next: AdminLanguage) => {
    writeLanguageCookie(next);
    void loadAdminLanguage(next).then(() => setLanguage(next));
  };
  return (
    <LanguageContext.Provider value={{ language, switchLanguage }}>
      {/* Keyed by language: every screen renders again with the new text. */}
      <Fragment key={language}>{children}</Fragment>
    </LanguageContext.Provider>
  );
}
