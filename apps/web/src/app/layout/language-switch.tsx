import { pathInLocale, type StoreLocale } from '@store/domain';
import type { MouseEvent } from 'react';
import { useLocation } from '@/lib/router';

import { useAuth } from '@/features/auth';
import { getLocale, t } from '@/i18n';
import { rememberLanguage } from '@/i18n/language-cookie';
import { apiPatch } from '@/lib/api-client';

/**
 * 'العربية' on English pages, 'English' on Arabic ones: the same page (path, query string and
 * hash) in the other language. The choice goes into the `lang` cookie and, signed in, onto the
 * account; the page then loads afresh, since the other language is another catalogue and base.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const location = useLocation();
  const { status } = useAuth();
  const other: StoreLocale = getLocale() === 'ar' ? 'en' : 'ar';
  const href = pathInLocale(`${location.pathname}${location.search}${location.hash}`, other);

  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    rememberLanguage(other);
    if (status === 'authenticated') {
      // The account keeps the choice for the next sign-in; a failure must not stop the switch.
      await apiPatch('/user/language', { language: other }).catch(() => undefined);
    }
    window.location.assign(href);
  };

  return (
    <a
      className={className ? `lang-switch ${className}` : 'lang-switch'}
      href={href}
      hrefLang={other}
      lang={other}
      onClick={(event) => void onClick(event)}
    >
      {t('language.switch')}
    </a>
  );
}
