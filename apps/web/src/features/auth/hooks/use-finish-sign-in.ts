import { pathInLocale, type StoreLocale } from '@store/domain';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { useToast } from '../../../components/ui/toast';
import { getLocale } from '../../../i18n';
import { rememberLanguage } from '../../../i18n/language-cookie';
import { apiGet } from '../../../lib/api-client';
import { returnPath } from '../components/require-auth';
import { useAuth } from './use-auth';

/** The account's language, or undefined when it cannot be read (the page's own then stays). */
async function accountLanguage(): Promise<StoreLocale | undefined> {
  try {
    const res = await apiGet<{ language?: StoreLocale }>('/user/language');
    return res.language === 'ar' || res.language === 'en' ? res.language : undefined;
  } catch {
    return undefined;
  }
}

/**
 * After the API handed us a token: load the user, say so, and go on — back to the page a guard
 * sent the shopper from, else `fallback` (/profile after login, / after registration). When the
 * account keeps the other language, that page opens in it (decision 42).
 */
export function useFinishSignIn() {
  const { signIn } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    async (token: string, successMessage: string, fallback: string) => {
      await signIn(token);
      const target = returnPath(location.state, fallback);
      const language = await accountLanguage();
      if (language && language !== getLocale()) {
        rememberLanguage(language);
        window.location.assign(pathInLocale(target, language));
        return;
      }
      toast(successMessage, 'success');
      await navigate(target, { replace: true });
    },
    [signIn, toast, navigate, location.state],
  );
}
