import { cookieLocale, LANG_COOKIE, pathInLocale, type StoreLocale } from '@store/domain';
import { useCallback } from 'react';
import { useLocation, useNavigate } from '@/lib/router';

import { useToast } from '@/components/ui/toast';
import { getLocale } from '@/i18n';
import { rememberLanguage } from '@/i18n/language-cookie';
import { apiGet, apiPatch } from '@/lib/api-client';
import { returnPath } from '../components/require-auth';
import { useAuth } from './use-auth';

/** The language this browser chose with the switch (the `lang` cookie), if it chose one. */
function chosenHere(): StoreLocale | undefined {
  const pair = document.cookie.split('; ').find((c) => c.startsWith(`${LANG_COOKIE}=`));
  return cookieLocale(pair?.slice(LANG_COOKIE.length + 1));
}

/**
 * The language to show after signing in (decision 42). A new account, or a browser where the
 * shopper chose a language with the switch, keeps the page's and saves it on the account; on a
 * browser that never chose, the account's own language is followed.
 */
async function languageAfterSignIn(newAccount: boolean): Promise<StoreLocale> {
  const page = getLocale();
  const save = () => apiPatch('/user/language', { language: page }).catch(() => undefined);
  if (newAccount || chosenHere()) {
    if (page !== 'en' || !newAccount) await save();
    return page;
  }
  try {
    const res = await apiGet<{ language?: StoreLocale }>('/user/language');
    return res.language === 'ar' || res.language === 'en' ? res.language : page;
  } catch {
    return page;
  }
}

/**
 * After the API handed us a token: load the user, say so, and go on — back to the page a guard
 * sent the shopper from, else `fallback` (/profile after login, / after registration), in the
 * language the account and this browser agree on.
 */
export function useFinishSignIn() {
  const { signIn } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    async (token: string, successMessage: string, fallback: string, newAccount = false) => {
      await signIn(token);
      const target = returnPath(location.state, fallback);
      const language = await languageAfterSignIn(newAccount);
      if (language !== getLocale()) {
        // The other language is another catalogue and base path: the page loads afresh in it.
        rememberLanguage(language);
        window.location.assign(pathInLocale(target, language));
        return;
      }
      // The toast comes once the next page is shown: said earlier, the page still changing under
      // it would close a menu the shopper opened on reading it.
      await navigate(target, { replace: true });
      toast(successMessage, 'success');
    },
    [signIn, toast, navigate, location.state],
  );
}
